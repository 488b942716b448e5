import type { ServiceContext } from '../services/context.js';
import { sendNewVerificationCode } from '../services/auth/signup.js';
import { resendVerificationJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const resendVerificationHandler = (ctx: ServiceContext) =>
  handler(resendVerificationJob, async ({ email }) => {
    await sendNewVerificationCode(ctx, email);
  });
