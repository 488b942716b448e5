import type { OutboxRepo } from '@scriptloom/db';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Keeps mail in the database when no SMTP is set, and logs that it did (never the text: it carries
 * codes and reset links). `served` says whether `GET /api/dev/mailbox` shows it (not in production).
 */
export function createOutboxMailer(outbox: OutboxRepo, log: (msg: string) => void, served: boolean): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await outbox.add(message);
      const where = served ? `dev outbox: GET /api/dev/mailbox?to=${message.to}` : 'not delivered: SMTP_URL is not set';
      log(`mail to ${message.to}: ${message.subject} (${where})`);
    },
  };
}
