import type { ServiceContext } from '../services/context.js';
import { sendResetLink } from '../services/auth/password-reset.js';
import { sendResetLinkJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const sendResetLinkHandler = (ctx: ServiceContext) =>
  handler(sendResetLinkJob, ({ email }) => sendResetLink(ctx, email));
