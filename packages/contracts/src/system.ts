import { z } from 'zod';
import { SafeText } from './text.js';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  product: z.string(),
  database: z.enum(['pglite', 'postgres']),
  role: z.enum(['api', 'worker', 'all']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `GET /client-settings`: what the web app needs to know of the server's setup before anyone signs in. */
export const ClientSettingsResponse = z.object({
  /** Where the web app reports its uncaught errors (the server's SENTRY_DSN); null: nowhere. */
  error_reports_dsn: z.string().nullable(),
  /** The product's version, for the reports. */
  version: z.string(),
  /** The languages the speech engine recognises (primary subtags); null: any, and it can tell which. */
  languages: z.array(z.string()).nullable(),
});
export type ClientSettingsResponse = z.infer<typeof ClientSettingsResponse>;

/** One message in the dev outbox (`GET /dev/mailbox?to=`), only when no SMTP is configured. */
export const OutboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
/**
 * The address is required: the outbox answers one person's mail, never everyone's codes and
 * reset links in one list.
 */
const mailboxAddress = 'Give the address whose mail to show: ?to=EMAIL.';
export const MailboxQuery = z.object({
  to: z.string({ error: mailboxAddress }).pipe(SafeText(254).trim().toLowerCase().min(1, mailboxAddress)),
});
export const MailboxResponse = z.array(OutboxMessage);
