import { z } from 'zod';
import { ErrorCodeSchema } from './error-codes.js';

/** One wrong field of a request: its dotted path and what is wrong with it. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Every non-2xx response body (docs/product.md#api-conventions): `ErrorResponse` in the OpenAPI document. */
export const ErrorBody = z.object({
  error: z.string().describe('A message a person can act on'),
  /** One of ERROR_CODES: the error handler maps a library's own refusal to ours by its status. */
  code: ErrorCodeSchema.describe('Machine-readable error code'),
  /** Validation failures (400 VALIDATION_ERROR, WEAK_PASSWORD) name each field that was wrong. */
  fields: z.array(FieldError).optional(),
  /** 409 VERSION_CONFLICT: the transcript's version on the server, to reload from. */
  current_version: z.number().int().optional(),
  /** 409 WORKFLOW_CHANGED: the workflow's revision on the server. */
  current_revision: z.number().int().optional(),
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
