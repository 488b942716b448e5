import { describe, expect, it, vi } from 'vitest';
import type { ServiceContext } from '../../src/services/context.js';
import { requestPasswordReset } from '../../src/services/auth/password-reset.js';
import { resendVerification } from '../../src/services/auth/signup.js';
import { resendVerificationJob, sendResetLinkJob } from '../../src/jobs/definitions.js';

/**
 * A context whose repositories throw when touched: whatever these requests do must not depend on
 * whether the account exists, so they must not read it.
 */
function requestOnlyContext() {
  const enqueue = vi.fn(async (_job: { name: string }, _payload: unknown) => 'job-id');
  const repos = new Proxy(
    {},
    {
      get(_target, name) {
        throw new Error(`the request read repos.${String(name)}`);
      },
    },
  );
  const ctx = {
    repos,
    queue: { enqueue },
    config: { productName: 'Scriptloom', publicUrl: 'https://app.test' },
  } as unknown as ServiceContext;
  return { ctx, enqueue };
}

describe('requests that must not tell who has an account', () => {
  it('a reset-link request queues one job and reads nothing', async () => {
    const { ctx, enqueue } = requestOnlyContext();
    const answer = await requestPasswordReset(ctx, 'someone@example.test');
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue.mock.calls[0]![0].name).toBe(sendResetLinkJob.name);
    expect(enqueue.mock.calls[0]![1]).toEqual({ email: 'someone@example.test' });
    expect(answer.success).toContain('someone@example.test');
  });

  it('a stranger asking for a new confirmation code queues one job and reads nothing', async () => {
    const { ctx, enqueue } = requestOnlyContext();
    await resendVerification(ctx, 'someone@example.test');
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue.mock.calls[0]![0].name).toBe(resendVerificationJob.name);
  });
});
