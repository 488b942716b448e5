import type { Mailer } from '../mail/mailer.js';
import { sendMailJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

/** Hands the message to the mailer; a failure is retried by pg-boss per the definition. */
export const sendMailHandler = (mailer: Mailer) => handler(sendMailJob, (payload) => mailer.send(payload));
