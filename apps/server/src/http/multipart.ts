import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { ErrorCode } from '@scriptloom/contracts';
import { AppError } from '../lib/app-error.js';

/**
 * What one multipart form may hold (the parser's limits, set in app.ts): uploads have one file and
 * a few text fields, so more is refused as soon as the parser sees it, before it is read.
 */
export const FORM_LIMITS = { files: 1, fields: 20, fieldSize: 64 * 1024 } as const;

/**
 * The parser's own failures as the answers of ours they stand for: it raises them as 413s (and
 * 406, 400) with codes and words of its own ("reach files limit"), which say nothing a person can
 * act on and are outside our closed list of codes.
 */
const PARSER_FAILURES: Record<string, () => AppError> = {
  FST_FILES_LIMIT: () =>
    new AppError(400, ErrorCode.tooManyFiles, 'Send one file per upload: this form has more than one.'),
  FST_FIELDS_LIMIT: () => tooManyFields(),
  FST_PARTS_LIMIT: () => tooManyFields(),
  FST_PROTO_VIOLATION: () =>
    new AppError(
      400,
      ErrorCode.validation,
      'A form field has a name that is not allowed (such as "constructor"). Rename it.',
    ),
  FST_INVALID_JSON_FIELD_ERROR: () =>
    new AppError(400, ErrorCode.validation, 'A form field sent as application/json is not valid JSON.'),
};

const tooManyFields = () =>
  new AppError(
    400,
    ErrorCode.tooManyFields,
    `This form has more fields than an upload takes (${FORM_LIMITS.fields} at most).`,
  );

/**
 * The parts of a multipart/form-data body, read as they arrive (file parts are streams, never held
 * in memory); any other body is refused with 415 and `message`, which tells what to send instead.
 */
export function multipartParts(req: FastifyRequest, message: string): AsyncIterable<Multipart> {
  if (!req.isMultipart()) throw new AppError(415, ErrorCode.unsupportedMediaType, message);
  return translated(req.parts());
}

async function* translated(parts: AsyncIterable<Multipart>): AsyncIterable<Multipart> {
  try {
    yield* parts;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    const ours = typeof code === 'string' ? PARSER_FAILURES[code] : undefined;
    throw ours ? ours() : err;
  }
}
