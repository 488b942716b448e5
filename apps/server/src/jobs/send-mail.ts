import { z } from 'zod';
import type { Mailer } from '../mail/mailer.js';
import type { JobDefinition } from './queue.js';

const SendMailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string(),
});

export const SEND_MAIL = 'mail.send';

/** Mail goes out from a job so that a slow or failing SMTP server never fails a request; pg-boss retries. */
export function sendMailJob(mailer: Mailer): JobDefinition<typeof SendMailPayload> {
  return {
    name: SEND_MAIL,
    payload: SendMailPayload,
    retryLimit: 8,
    retryDelaySeconds: 5,
    handle: (payload) => mailer.send(payload),
  };
}
