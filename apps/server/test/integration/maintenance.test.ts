import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@scriptloom/db';
import { pruneAuthRecordsHandler } from '../../src/jobs/prune-auth-records.js';
import { createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('prune auth records job', () => {
  it('deletes codes, reset links and sign-in failures a day past their use, and keeps recent ones', async () => {
    const { email } = await signUpVerified(t);
    const db = t.runtime.database.db;
    const [user] = await db.select().from(schema.users);
    const longAgo = new Date(Date.now() - 3 * 24 * 3600_000);
    await db.insert(schema.emailCodes).values([
      { user_id: user!.id, purpose: 'login', code_hash: 'old', expires_at: longAgo },
      { user_id: user!.id, purpose: 'login', code_hash: 'fresh', expires_at: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(schema.passwordResets).values({ user_id: user!.id, token_hash: 'old', expires_at: longAgo });
    await db.insert(schema.loginFailures).values([
      { email, ip: '127.0.0.1', created_at: longAgo },
      { email, ip: '127.0.0.1' },
    ]);

    await pruneAuthRecordsHandler(t.runtime.ctx.repos).handle(
      {},
      { id: 'manual', retryCount: 0, retryLimit: 0, isLastAttempt: true, shutdown: new AbortController().signal },
    );

    const codes = await db.select().from(schema.emailCodes);
    expect(codes.map((c) => c.code_hash)).not.toContain('old');
    expect(codes.map((c) => c.code_hash)).toContain('fresh');
    expect(await db.select().from(schema.passwordResets)).toHaveLength(0);
    expect(await db.select().from(schema.loginFailures)).toHaveLength(1);
  });
});
