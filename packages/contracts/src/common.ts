import { z } from 'zod';

/** Every non-2xx response body (docs/product.md#api-conventions). */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorBody = z.object({
  error: z.string().describe('A message a person can act on'),
  code: z.string().describe('Machine-readable error code'),
  /** Validation failures (400 VALIDATION_ERROR) name each field that was wrong. */
  fields: z.array(FieldError).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Successes that the product shows as a notice carry `success`. */
export const SuccessBody = z.object({ success: z.string() });
export type SuccessBody = z.infer<typeof SuccessBody>;

export const Email = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address.' }));

/** What the password fields say before anything is typed: the rules the server applies. */
export const PASSWORD_HINT =
  'At least 8 characters, hard to guess: a few unrelated words work well; not your name or email.';

export const Password = z
  .string({ error: 'Enter a password.' })
  .min(8, 'Passwords need at least 8 characters.')
  .max(200, 'Passwords can have at most 200 characters.');

/** Error codes the API answers with; the web app branches on a few of them. */
export const ErrorCode = {
  validation: 'VALIDATION_ERROR',
  malformedJson: 'MALFORMED_JSON',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidCode: 'INVALID_CODE',
  expiredCode: 'EXPIRED_CODE',
  invalidToken: 'INVALID_TOKEN',
  /** A new password that is too easy to guess; `fields` names the password field and says why. */
  weakPassword: 'WEAK_PASSWORD',
  rateLimited: 'RATE_LIMITED',
  tooManyPendingUploads: 'TOO_MANY_PENDING_UPLOADS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** Text with a control character (NUL, ...) or a lone surrogate: nothing can store it. */
  invalidCharacters: 'INVALID_CHARACTERS',
  /** A JSON body nested deeper than any request of ours needs. */
  tooDeep: 'TOO_DEEPLY_NESTED',
  /** A malformed multipart body (no boundary, cut off, ...). */
  malformedMultipart: 'MALFORMED_MULTIPART',
  /** A transcript document over its size limits. */
  documentTooLarge: 'DOCUMENT_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** Every worker thread is taken and the waiting line is full: try again shortly (Retry-After). */
  serverBusy: 'SERVER_BUSY',
  /** CPU-heavy work ran past its time limit and was stopped. */
  workTimedOut: 'WORK_TIMED_OUT',
  /** CPU-heavy work needed more memory than one worker thread may use. */
  workTooLarge: 'WORK_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
