import { ENTERPRISE_PERMISSIONS } from '@scriptloom/contracts';
import { enterpriseRouteKey } from '../access-guard.js';

/** The error statuses the API answers with, each with the body `ErrorResponse` (`{error, code, ...}`). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 500 | 503;

/** What each status means here, with the codes it carries (packages/contracts error-codes.ts). */
const MEANING: Record<ErrorStatus, string> = {
  400:
    'The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, ' +
    'TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...)',
  401: 'Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS',
  402: "Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent",
  403: 'Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link',
  404: 'No such thing, or one the caller may not reach (NOT_FOUND)',
  409:
    'It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), ' +
    'WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ...',
  413: 'The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...)',
  415: 'This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE)',
  416: 'The requested byte range is outside the file',
  422: 'The work needed more memory than one worker may use (WORK_TOO_LARGE)',
  429: 'Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...)',
  500: 'Something went wrong on our side (INTERNAL_ERROR)',
  503: 'Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING',
};

export interface RouteFacts {
  method: string;
  /** The path as Fastify registers it: `/api/up/details/:id`. */
  url: string;
  public: boolean;
  hasBody: boolean;
}

/**
 * The statuses a route can answer with an error. Some follow from what every route of its kind
 * goes through (docs/product.md#api-conventions): the input guard and validation (400) and an
 * unexpected failure (500) on all; sign-in (401) unless public; the role table (403) on an
 * enterprise route; an id that is not there or not the caller's (404) where the path names one; a
 * body over the limit or of another type (413, 415) where a body is taken. The route's own (a
 * payment's 402, a conflict's 409, the heavy-work limits' 429 and 503, ...) it declares in its
 * schema's `errors`.
 */
export function errorStatusesOf(route: RouteFacts, declared: readonly ErrorStatus[] = []): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 500, ...declared]);
  if (!route.public) statuses.add(401);
  const key = enterpriseRouteKey(route.method, route.url);
  if (key !== undefined && key in ENTERPRISE_PERMISSIONS) statuses.add(403);
  if (route.url.includes('/:')) statuses.add(404);
  if (route.hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** The component every error answer refers to. */
export const ERROR_RESPONSE_REF = '#/components/schemas/ErrorResponse';

/** The `responses` entries of those statuses, all with the shared error body. */
export function errorAnswers(statuses: readonly ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: MEANING[status], content: { 'application/json': { schema: { $ref: ERROR_RESPONSE_REF } } } },
    ]),
  );
}

/** What CPU-heavy work can answer (http/errors.ts `cpuTaskFailure`): too large, too many waiting, busy. */
export const HEAVY_WORK = [422, 429, 503] as const;
