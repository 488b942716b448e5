import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, ErrorCode, PolicyRefusal, type ErrorBody } from '@scriptloom/contracts';
import { CpuTaskError } from '../workers/cpu-pool.js';
import { AppError, notFound } from '../lib/app-error.js';
import { refusalError } from '../lib/refusal-error.js';
import { cpuTaskFailure } from './errors.js';
import { unionFieldErrors } from './union-issues.js';
import type { ErrorReporter } from '../lib/error-reports.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Maps every failure to `{error, code}` with the right status (docs/product.md#api-conventions). */
export function installErrorHandler(app: FastifyInstance, reports: ErrorReporter): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

    // The worker pool's failures (busy, too slow, too large) and the policy's refusals decided deep in
    // a transaction reach the person as any AppError does.
    const appError =
      err instanceof AppError
        ? err
        : err instanceof CpuTaskError
          ? cpuTaskFailure(err)
          : err instanceof PolicyRefusal
            ? refusalError(err.decision, notFound)
            : null;
    if (appError) {
      reply.headers(appError.headers);
      return send(appError.status, { ...appError.details, error: appError.message, code: appError.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A body matching no form of a union says which form's fields were wrong (union-issues.ts).
      const unionBody =
        err.validationContext === 'body' &&
        err.validation.some((v) => v.keyword === 'invalid_union' && v.instancePath === '/')
          ? unionFieldErrors(request.routeOptions.schema?.body, request.body)
          : undefined;
      const fields =
        unionBody ??
        err.validation.map((v) => ({
          field: fieldName(v.instancePath),
          message: v.message ?? 'Invalid value.',
        }));
      const first = fields[0];
      // A union's choice between fields ("Send one of the fields ...") is said once, not as the first field's.
      const shared = unionBody !== undefined && fields.length > 1 && fields.every((f) => f.message === first?.message);
      const error = first
        ? first.field && !shared
          ? `${first.field}: ${first.message}`
          : first.message
        : 'Invalid request.';
      return send(400, { error, code: ErrorCode.validation, fields });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(400, { error: 'The request body is not valid JSON.', code: ErrorCode.malformedJson });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, { error: 'This content type is not accepted here.', code: ErrorCode.unsupportedMediaType });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(413, { error: 'The request body is too large.', code: ErrorCode.payloadTooLarge });
    }
    if (isMalformedMultipart(err)) {
      return send(400, {
        error: 'The upload is not a complete multipart/form-data body. Send the file again.',
        code: ErrorCode.malformedMultipart,
      });
    }
    // Fastify's JSON parser reports a syntax error as a 400 SyntaxError.
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return send(400, { error: 'The request body is not valid JSON.', code: ErrorCode.malformedJson });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Only codes of our closed list reach clients, which branch on them; a library's own
      // (FST_...) would be one they cannot know.
      const ours = (ERROR_CODES as readonly string[]).includes(err.code) ? (err.code as ErrorCode) : undefined;
      return send(err.statusCode, { error: err.message, code: ours ?? codeForStatus(err.statusCode) });
    }
    // A client that went away (or was cut off for sending nothing) breaks its own request; there is
    // no one to answer and nothing of ours to fix. Its connection tells, not the request stream:
    // Node marks that destroyed as soon as its body has been read, so every 500 after a read body
    // looked like this and was logged at info.
    if (request.raw.socket?.destroyed) {
      request.log.info({ err }, 'request ended: the connection was closed');
    } else {
      request.log.error({ err }, 'unhandled error');
      reports.report(err, { kind: 'request', name: `${request.method} ${request.routeOptions.url ?? '(no route)'}` });
    }
    return send(500, { error: INTERNAL_MESSAGE, code: ErrorCode.internal });
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (an address
 * that cannot be decoded, a path part over its length limit) answered in our `{error, code}`
 * shape; by default it wrote a body of its own with codes outside our list.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err }, 'unhandled error');
    void reply.status(500).send({ error: INTERNAL_MESSAGE, code: ErrorCode.internal } satisfies ErrorBody);
    return;
  }
  const error =
    err.code === 'FST_ERR_BAD_URL'
      ? 'This address has characters that cannot be decoded.'
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of this address is too long.'
        : 'This request cannot be routed.';
  void reply.status(status).send({ error, code: ErrorCode.validation } satisfies ErrorBody);
}

/**
 * The multipart parser (busboy) fails a body with no boundary, or one cut off before its closing
 * boundary, with plain Errors; they are the client's mistake, not ours.
 */
const isMalformedMultipart = (err: Error) =>
  !('statusCode' in err && err.statusCode) && /^Multipart: |unexpected end of multipart data/i.test(err.message);

/** Our code for a refusal that came with none of ours. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return ErrorCode.unauthenticated;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 409:
      return ErrorCode.conflict;
    case 413:
      return ErrorCode.payloadTooLarge;
    case 415:
      return ErrorCode.unsupportedMediaType;
    case 429:
      return ErrorCode.rateLimited;
    default:
      return ErrorCode.validation;
  }
}

function fieldName(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}
