import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForOutput, type ServerProcess } from '../support/server-process.js';

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
  }, 90_000);

  it('refuses the api or worker role without a PostgreSQL server', async () => {
    const proc = start(['--role=api'], { DATA_DIR: os.tmpdir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('ROLE=api needs DATABASE_URL');
  }, 30_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('separate api and worker processes on one PostgreSQL', () => {
  it('the api queues mail and only the worker process delivers it', async () => {
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

      // No worker yet: the mail waits in the queue.
      await new Promise((r) => setTimeout(r, 1500));
      expect(await mailbox()).toHaveLength(0);

      const worker = start(['--role=worker'], env);
      await waitForOutput(worker, /pulling jobs/);
      const deadline = Date.now() + 20_000;
      while ((await mailbox()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await mailbox()).toHaveLength(1);
    } finally {
      await Promise.all(running.splice(0).map((p) => p.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
