import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForOutput, type ServerProcess } from '../support/server-process.js';
import { podcastOpening, repoFixture } from '../support/media-files.js';
import { startFakeStripe } from '../support/fake-stripe.js';

const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
});
const start = (args: string[], env: Record<string, string>) => {
  const proc = spawnServer(args, env);
  running.push(proc);
  return proc;
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database', () => {
  it('lets only one process use a data directory; a second exits at once with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-lock-'));
    const first = start([], { PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitForOutput(first, /ready in/);

    const second = start([], { PORT: String(await freePort()), DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).toBe(2);
    expect(second.output()).toContain(
      `Another Scriptloom process (pid ${first.child.pid}) is already using the data directory ${dataDir}`,
    );

    await first.stop();
    expect(fs.existsSync(path.join(dataDir, 'scriptloom.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a file after the process is killed in the middle of a job, without duplicates or double charges', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-kill-'));
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const base = `http://127.0.0.1:${port}/api`;
    let server = start([], env);
    await waitForOutput(server, /ready in/);

    const email = `kill.${Date.now()}@example.test`;
    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    await post('/v1/signup', { email, password: 'long enough 1', first_name: 'K' });
    const { token } = await post('/v1/login', { email, password: 'long enough 1' });
    const auth = { authorization: `Bearer ${token}` };

    const form = new FormData();
    // Half a minute of speech: recognition runs long enough to be killed in, and the retry is short.
    form.set('file', new Blob([fs.readFileSync(podcastOpening(30))]), 'podcast.mp3');
    const { id } = await (await fetch(`${base}/v1/up/save`, { method: 'POST', headers: auth, body: form })).json();
    const status = async () => (await fetch(`${base}/up/status/${id}`, { headers: auth })).json();

    // Kill it hard while speech-to-text runs.
    const deadline = Date.now() + 60_000;
    while ((await status()).stage !== 'speech_to_text') {
      if (Date.now() > deadline) throw new Error('never reached speech_to_text');
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill('SIGKILL');
    await server.exited;

    server = start([], env);
    await waitForOutput(server, /ready in/);
    const finish = Date.now() + 120_000;
    let last = await status();
    while (last.status !== 'processed' && last.status !== 'failed' && Date.now() < finish) {
      await new Promise((r) => setTimeout(r, 300));
      last = await status();
    }
    expect(last).toMatchObject({ status: 'processed', error: null });
    const details = await (await fetch(`${base}/up/details/${id}`, { headers: auth })).json();
    const words = details.es_doc.transcript.flatMap((s: { words: { start: number }[] }) => s.words);
    const starts = words.map((w: { start: number }) => w.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const profile = await (await fetch(`${base}/v1/user/profile`, { headers: auth })).json();
    // Charged once: half a minute is one minute, however many times the stage ran.
    expect(profile.transcript_used).toBe(1);
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);

  it('completes a payment once after the process is killed between the processor charging and recording it', async () => {
    const fake = await startFakeStripe();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-pay-kill-'));
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_kill',
      STRIPE_WEBHOOK_SECRET: 'whsec_kill',
      STRIPE_API_BASE: fake.url,
    };
    const base = `http://127.0.0.1:${port}/api`;
    try {
      let server = start([], env);
      await waitForOutput(server, /ready in/);
      const email = `paykill.${Date.now()}@example.test`;
      const call = (method: string, url: string, body?: unknown, token?: string) =>
        fetch(`${base}${url}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      await call('POST', '/v1/signup', { email, password: 'long enough 1', first_name: 'P' });
      const { token } = await (await call('POST', '/v1/login', { email, password: 'long enough 1' })).json();
      expect((await call('POST', '/payment/cards', { token_id: 'tok_visa' }, token)).status).toBe(200);

      // Stripe charges and its answer is held: the server is killed before it can record anything.
      const held = fake.holdNextCharge();
      const dying = call('POST', '/v1/payment', { plan: 'media_120' }, token).catch(() => null);
      await held.charged;
      server.child.kill('SIGKILL');
      await server.exited;
      await dying;

      server = start([], env);
      await waitForOutput(server, /ready in/);
      const account = async () => (await call('GET', '/payment/account', undefined, token)).json();
      const deadline = Date.now() + 60_000;
      let now = await account();
      while (now.invoices.length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        now = await account();
      }
      expect(now.invoices.map((i: { amount_paid: number }) => i.amount_paid)).toEqual([3900]);
      expect(now.open_payment).toBeNull();
      const profile = await (await call('GET', '/v1/user/profile', undefined, token)).json();
      expect([profile.transcript_total, profile.audio_with_media_total]).toEqual([40 + 120, 120]);
      expect(fake.charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);

      // The next purchase charges once more, for itself.
      expect((await call('POST', '/v1/payment', { plan: 'media_120' }, token)).status).toBe(200);
      expect(fake.charges.filter((c) => c.status === 'succeeded')).toHaveLength(2);
      expect((await account()).invoices).toHaveLength(2);
      await server.stop();
    } finally {
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('stops cleanly on SIGTERM in the middle of a job: no new work, the job handed back, exit 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-term-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    // A short grace period: recognition takes longer, so the job is still running when it ends.
    const server = start([], { PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_GRACE_S: '1' });
    await waitForOutput(server, /ready in/);

    const email = `term.${Date.now()}@example.test`;
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    await post('/v1/signup', { email, password: 'long enough 1', first_name: 'T' });
    const { token } = await post('/v1/login', { email, password: 'long enough 1' });
    const auth = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.set('file', new Blob([fs.readFileSync(repoFixture('podcast-2spk.mp3'))]), 'podcast.mp3');
    const { id } = await (await fetch(`${base}/v1/up/save`, { method: 'POST', headers: auth, body: form })).json();
    const deadline = Date.now() + 60_000;
    while ((await (await fetch(`${base}/up/status/${id}`, { headers: auth })).json()).stage !== 'speech_to_text') {
      if (Date.now() > deadline) throw new Error('never reached speech_to_text');
      await new Promise((r) => setTimeout(r, 100));
    }
    // The stage is recorded when the job is queued; a worker picks it up within a poll.
    await new Promise((r) => setTimeout(r, 1500));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The grace period, the aborted job's few seconds to let go, and closing the database.
    expect(Date.now() - signalled).toBeLessThan(15_000);
    const out = server.output();
    expect(out).toContain('SIGTERM: stopping; taking no new requests or jobs, waiting up to 1 s for 1 running job');
    expect(out).toContain('handed back to the queue, to run again: pipeline.stage');
    expect(out).toContain('database closed; stopped');
    expect(fs.existsSync(path.join(dataDir, 'scriptloom.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('refuses the api or worker role without a PostgreSQL server', async () => {
    const proc = start(['--role=api'], { DATA_DIR: os.tmpdir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('ROLE=api needs DATABASE_URL');
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('separate api and worker processes on one PostgreSQL', () => {
  it('the api queues mail and only the worker process delivers it, showing it in its metrics; the worker stops cleanly on SIGTERM', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `scriptloom_roles_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString() };

    try {
      const port = await freePort();
      const api = start(['--role=api'], { ...env, PORT: String(port) });
      await waitForOutput(api, /ready in/);
      const base = `http://127.0.0.1:${port}/api`;
      expect(await (await fetch(`${base}/health`)).json()).toMatchObject({ role: 'api', database: 'postgres' });

      const email = `roles.${Date.now()}@example.test`;
      const signup = await fetch(`${base}/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'long enough 1', first_name: 'Rui' }),
      });
      expect(signup.status).toBe(201);
      const mailbox = async () => (await (await fetch(`${base}/dev/mailbox?to=${email}`)).json()) as unknown[];

      // No worker yet: the mail waits in the queue. Its job is there (the positive marker: the sign-up
      // queued it, on this very database), and no mail was delivered.
      const queued = new pg.Client({ connectionString: url.toString() });
      await queued.connect();
      try {
        const { rows } = await queued.query<{ state: string }>(`select state from pgboss.job where name = 'mail.send'`);
        expect(rows.map((r) => r.state)).toEqual(['created']);
      } finally {
        await queued.end();
      }
      expect(await mailbox()).toHaveLength(0);

      const metricsPort = await freePort();
      const worker = start(['--role=worker'], { ...env, METRICS_PORT: String(metricsPort) });
      await waitForOutput(worker, /health and metrics on/);
      const deadline = Date.now() + 20_000;
      while ((await mailbox()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await mailbox()).toHaveLength(1);

      // The worker's own figures (the job it ran) are readable on its metrics port, and nothing else is.
      const workerBase = `http://127.0.0.1:${metricsPort}/api`;
      const metrics = await (await fetch(`${workerBase}/metrics`)).text();
      expect(metrics).toMatch(/scriptloom_jobs_total\{job="mail\.send",outcome="completed"\} 1/);
      expect(await (await fetch(`${workerBase}/health`)).json()).toMatchObject({ role: 'worker' });
      expect((await fetch(`${workerBase}/v1/signup`, { method: 'POST' })).status).toBe(404);

      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('SIGTERM: stopping; taking no new jobs');
      expect(worker.output()).toContain('database closed; stopped');
    } finally {
      await Promise.all(running.splice(0).map((p) => p.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);

  it('a password change on one api process retires older tokens at once on another, and so does deleting the user', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `scriptloom_tokens_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString() };

    try {
      const [portA, portB] = [await freePort(), await freePort()];
      const a = start(['--role=api'], { ...env, PORT: String(portA) });
      await waitForOutput(a, /ready in/);
      const b = start(['--role=api'], { ...env, PORT: String(portB) });
      await waitForOutput(b, /ready in/);
      const [baseA, baseB] = [`http://127.0.0.1:${portA}/api`, `http://127.0.0.1:${portB}/api`];
      const post = async (base: string, route: string, body: unknown, token?: string) =>
        fetch(`${base}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
      const profileOnB = async (token: string) =>
        (await fetch(`${baseB}/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } })).status;

      const email = `tokens.${Date.now()}@example.test`;
      const first = 'Tangerine-Walrus-4417-Quartz';
      expect((await post(baseA, '/v1/signup', { email, password: first, first_name: 'Tove' })).status).toBe(201);
      const { token: oldToken } = await (await post(baseA, '/v1/login', { email, password: first })).json();
      // Process B has checked (and remembers) this token.
      expect(await profileOnB(oldToken)).toBe(200);
      expect(await profileOnB(oldToken)).toBe(200);

      const changed = await post(
        baseA,
        '/user/password',
        { current_password: first, new_password: 'Marmalade-Heron-9023-Basalt' },
        oldToken,
      );
      expect(changed.status).toBe(200);
      const { token: newToken } = await changed.json();
      expect(await profileOnB(oldToken)).toBe(401);
      expect(await profileOnB(newToken)).toBe(200);

      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      await db.query('delete from users where email = $1', [email]);
      await db.end();
      expect(await profileOnB(newToken)).toBe(401);
    } finally {
      await Promise.all(running.splice(0).map((p) => p.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
