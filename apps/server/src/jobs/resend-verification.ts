import { z } from 'zod';
import type { ServiceContext } from '../services/context.js';
import { sendNewVerificationCode } from '../services/auth/signup.js';
import type { JobDefinition } from './queue.js';

const ResendPayload = z.object({ email: z.string().email() });

export const RESEND_VERIFICATION = 'auth.resend-verification';

/**
 * Mails a new confirmation code if the address has an account waiting for one. Done here rather
 * than in the request, so that the answer and its timing say nothing about the account.
 */
export function resendVerificationJob(ctx: ServiceContext): JobDefinition<typeof ResendPayload> {
  return {
    name: RESEND_VERIFICATION,
    payload: ResendPayload,
    retryLimit: 5,
    retryDelaySeconds: 5,
    handle: async ({ email }) => {
      await sendNewVerificationCode(ctx, email);
    },
  };
}
