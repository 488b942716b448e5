import { z } from 'zod';
import type { ServiceContext } from '../services/context.js';
import { sendResetLink } from '../services/auth/password-reset.js';
import type { JobDefinition } from './queue.js';

const ResetLinkPayload = z.object({ email: z.string().email() });

export const SEND_RESET_LINK = 'auth.send-reset-link';

/**
 * Looks the account up and mails it a reset link. Done here rather than in the request, so that
 * asking for a link does the same work, and takes the same time, whether or not the account exists.
 */
export function sendResetLinkJob(ctx: ServiceContext): JobDefinition<typeof ResetLinkPayload> {
  return {
    name: SEND_RESET_LINK,
    payload: ResetLinkPayload,
    retryLimit: 5,
    retryDelaySeconds: 5,
    handle: ({ email }) => sendResetLink(ctx, email),
  };
}
