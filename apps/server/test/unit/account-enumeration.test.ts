import { describe, expect, it, vi } from 'vitest';
import type { ServiceContext } from '../../src/services/context.js';
import { requestPasswordReset } from '../../src/services/auth/password-reset.js';
import { resendVerification } from '../../src/services/auth/signup.js';
import { addValidUser } from '../../src/services/organisations/valid-users.js';
import { resendVerificationJob, sendInvitationJob, sendResetLinkJob } from '../../src/queue/job-definitions.js';

/**
 * A context whose repositories throw when touched: whatever these requests do must not depend on
 * whether the account exists, so they must not read it.
 */
function requestOnlyContext(allowed: Record<string, unknown> = {}) {
  const enqueue = vi.fn(async (_job: { name: string }, _payload: unknown) => 'job-id');
  const repos = new Proxy(allowed, {
    get(target, name) {
      if (typeof name === 'string' && name in target) return target[name];
      throw new Error(`the request read repos.${String(name)}`);
    },
  });
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

  it('inviting an address to an organisation writes the list, queues one job and reads no account', async () => {
    const entry = {
      id: '7d1c3b1e-8d64-4c1a-9a55-3a0a3c2f1e10',
      org_id: '0b6f6f8e-3c1e-4b8a-9a4b-2f5c1e0d9a11',
      email: 'someone@example.test',
      role: 'qa',
      status: 'invited',
      user_id: null,
      created_at: new Date(),
    };
    const add = vi.fn(async () => entry);
    const { ctx, enqueue } = requestOnlyContext({ validUsers: { add } });
    const admin = { id: 'admin-id', org_id: entry.org_id, org_role: 'admin' } as never;
    const answer = await addValidUser(ctx, admin, { email: entry.email, role: 'qa' });
    expect(add).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue.mock.calls[0]![0].name).toBe(sendInvitationJob.name);
    expect(enqueue.mock.calls[0]![1]).toEqual({ entry_id: entry.id, email: entry.email });
    expect(answer).toMatchObject({ status: 'invited', joined: false });
  });
});
