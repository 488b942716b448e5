import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { handler } from '../../src/queue/queue.js';
import { createTestApp, waitForJobs, type TestApp } from '../support/test-app.js';

/**
 * Logs must never hold what requests carry: a database error's query parameters (a password hash,
 * a token), query-string values (signatures, addresses) or bodies.
 */
describe('what the log records', () => {
  let t: TestApp;
  let log = '';
  const SECRET_HASH = 'scrypt$32768$8$1$c2VjcmV0LXNhbHQ$SECRET-HASH-VALUE';

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    t = await createTestApp(
      {},
      {
        logStream: stream,
        // A route that fails in the database with a secret among its parameters, as a sign-up whose
        // insert fails would: NUL cannot be stored, so the database itself refuses the insert.
        beforeReady: (app, runtime) => {
          // A failure nothing expects, on a request whose body was read: the case that was logged at info.
          // Test routes declare themselves public: the access guard asks every other one for a token.
          app.post('/api/test/unexpected-failure', { config: { public: true } }, async () => {
            throw new Error('an unexpected failure');
          });
          app.get('/api/test/failing-insert', { config: { public: true } }, async () => {
            await runtime.ctx.repos.users.insert({
              email: 'failing@example.test',
              password_hash: SECRET_HASH,
              first_name: 'Nul\u0000',
              last_name: '',
            });
            return {};
          });
        },
      },
    );
  });
  afterAll(() => t?.close());

  /**
   * Waits until the log holds `marker` (a line the request or job surely writes), so that what the
   * test then says the log does NOT hold is said of a log that has caught up, not of a late one.
   */
  const logged = (marker: string) =>
    vi.waitFor(
      () => {
        expect(log).toContain(marker);
      },
      { timeout: 10_000 },
    );

  it('logs a database failure without its parameters', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/failing-insert' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
    await logged('Failed query: insert into');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain('SECRET-HASH-VALUE');
    expect(log).not.toContain('failing@example.test');
  });

  it('logs every 500 at error level, for requests with a body too', async () => {
    // Over a real connection: Node marks a request destroyed once its body has been read, which
    // inject() does not copy, and that made such a 500 look like a client that went away.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const body of [JSON.stringify({ some: 'body' }), undefined]) {
      const res = await fetch(`${base}/api/test/unexpected-failure`, {
        method: 'POST',
        ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
      });
    }
    const lines = await vi.waitFor(
      () => {
        const found = log
          .split('\n')
          .filter((line) => line.includes('an unexpected failure'))
          .map((line) => JSON.parse(line) as { level: number; msg: string });
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 5000 },
    );
    for (const line of lines) expect(line).toMatchObject({ level: 50, msg: 'unhandled error' });
  });

  it('logs request paths without query values', async () => {
    await t.request({ method: 'GET', url: '/api/dev/mailbox?to=private.person%40example.test' });
    await t.request({ method: 'GET', url: '/api/up/bulk-download/zip?uid=u&doc=d&parts=p&exp=1&sig=SIGNATURE-VALUE' });
    await logged('/api/up/bulk-download/zip?');
    expect(log).toContain('/api/dev/mailbox?to=');
    expect(log).not.toContain('private.person');
    expect(log).not.toContain('SIGNATURE-VALUE');
  });

  it('never logs request bodies or the authorization header', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { authorization: 'Bearer TOKEN-VALUE' },
      payload: { email: 'who@example.test', password: 'PASSWORD-VALUE' },
    });
    // The positive control: the request itself is logged (its path), just not what it carried.
    await logged('"/api/v1/login"');
    expect(log).not.toContain('PASSWORD-VALUE');
    expect(log).not.toContain('TOKEN-VALUE');
  });

  it('logs each failed job attempt once, with the job, its id, the attempt and the error without its values', async () => {
    // A job whose every attempt fails in the database with a secret among the query's values.
    const failing = { name: 'test.fails-in-database', payload: z.object({}), retryLimit: 1, retryDelaySeconds: 1 };
    await t.runtime.queue.work([
      handler(failing, async () => {
        await t.runtime.ctx.repos.users.insert({
          email: 'job-failure@example.test',
          password_hash: SECRET_HASH,
          first_name: 'Nul\u0000',
          last_name: '',
        });
      }),
    ]);
    const id = await t.runtime.queue.enqueue(failing, {});
    await waitForJobs(t, failing.name, 30_000);
    const lines = await vi.waitFor(
      () => {
        const found = log
          .split('\n')
          .filter((line) => line.includes(failing.name))
          .map((line) => JSON.parse(line) as Record<string, unknown> & { error: { message: string } });
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 10_000 },
    );
    const [first, last] = lines;
    expect(first).toMatchObject({ level: 40, job: failing.name, jobId: id, attempt: 1, attempts: 2 });
    expect(last).toMatchObject({ level: 50, job: failing.name, jobId: id, attempt: 2, attempts: 2 });
    expect(last!.msg).toContain('no retries left');
    expect(last!.error.message).toContain('Failed query: insert into');
    expect(log).not.toContain('SECRET-HASH-VALUE');
    expect(log).not.toContain('job-failure@example.test');
    // pg-boss keeps the error as the job's output: the same safe copy.
    const { rows } = await t.runtime.database.executeSql(
      'select output::text as output from pgboss.job where id = $1',
      [id],
    );
    expect(rows[0]?.output).toContain('Failed query: insert into');
    expect(rows[0]?.output).not.toContain('SECRET-HASH-VALUE');
  });
});
