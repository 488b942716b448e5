import type { OutboxRepo } from '@scriptloom/db';
import type { Mailer, MailMessage } from './mailer.js';

/** Keeps mail in the database for `GET /api/dev/mailbox`, and logs it, when no SMTP is set. */
export function createOutboxMailer(outbox: OutboxRepo, log: (msg: string) => void): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await outbox.add(message);
      log(`mail to ${message.to}: ${message.subject} (dev outbox: GET /api/dev/mailbox?to=${message.to})`);
    },
  };
}
