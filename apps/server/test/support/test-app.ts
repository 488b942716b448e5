import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OutboxMessage } from '@scriptloom/contracts';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { createLogger } from '../../src/lib/logger.js';
import { logSerializers } from '../../src/http/log-serializers.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  databaseLabel: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Polls the dev outbox until a message for `to` matching `match` arrives (mail goes through the queue). */
  waitForMail(to: string, match?: (m: OutboxMessage) => boolean): Promise<OutboxMessage>;
  close(): Promise<void>;
}

/** The real app on a fresh database, with the job queue running, driven through fastify.inject. */
/**
 * How long a test waits for a mail to be delivered. Mail goes through the job queue: on a loaded
 * two-core machine (every test file busy) delivery has taken over 15 s. A mail that comes is
 * returned at once, so only a test that fails waits this long.
 */
const MAIL_WAIT_MS = 45_000;

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    logStream?: NodeJS.WritableStream;
    /** Adds test-only routes before the app is sealed. */
    beforeReady?: (app: FastifyInstance, runtime: Runtime) => void;
  } = {},
): Promise<TestApp> {
  // The runtime empties its work folder at start: each app gets one of its own unless told.
  const ownWorkDir = overrides.workDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-work-'));
  const env = { DATA_DIR: '/nonexistent', LOG_LEVEL: options.logStream ? 'info' : 'silent' } as NodeJS.ProcessEnv;
  const config = loadConfig(env, {
    ...(ownWorkDir ? { workDir: ownWorkDir } : {}),
    // DATA_DIR does not exist here: vocabulary models are cached in one folder all test apps share.
    asr: { ...loadConfig(env).asr, cacheDir: path.join(os.tmpdir(), 'scriptloom-test-speech-cache') },
    // scrypt at N=2^10 instead of 2^15: the same code and format at 1/32 of the work. The tests
    // sign up and sign in about 400 times a pass, 90 s of a two-core machine at the real cost.
    passwordHashCost: 10,
    ...overrides,
  });
  const database = await openTestDatabase();
  // One logger for requests and jobs, as in the server; silent unless the test reads the log.
  const logger = createLogger({
    level: config.logLevel,
    serializers: logSerializers,
    ...(options.logStream ? { stream: options.logStream } : {}),
  });
  const runtime = await startRuntime(config, { database, logger });
  const app = await buildApp(runtime.ctx, {
    databaseKind: database.kind,
    serveWeb: false,
    ...(options.logStream ? { logger } : {}),
  });
  options.beforeReady?.(app, runtime);
  await app.ready();

  const request = (options: InjectOptions) => app.inject(options);
  return {
    app,
    runtime,
    databaseLabel: database.label,
    request,
    async waitForMail(to, match = () => true) {
      const deadline = Date.now() + MAIL_WAIT_MS;
      while (Date.now() < deadline) {
        const res = await request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
        const found = (res.json() as OutboxMessage[]).filter(match).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 150));
      }
      throw new Error(`no mail for ${to} within ${MAIL_WAIT_MS / 1000} s`);
    },
    async close() {
      await app.close();
      await runtime.close();
      if (ownWorkDir) fs.rmSync(ownWorkDir, { recursive: true, force: true });
    },
  };
}

export const codeFrom = (mail: { text: string }): string => {
  const match = /Your code: (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
};

export const resetTokenFrom = (mail: { text: string }): string => {
  const match = /reset-password\?token=([\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in mail: ${mail.text}`);
  return match[1];
};

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${counter++}@example.test`;

/** A password the strength check accepts for any test account (nothing in it comes from the email or names). */
export const TEST_PASSWORD = 'violet tram of 1987 sings';

/** The mail with an address's confirmation code. */
export const isConfirmationMail = (mail: { subject: string }) => /^Confirm your .* email address$/.test(mail.subject);

/** Signs up, confirms through the mailbox and returns a session token. */
export async function signUpVerified(t: TestApp, email = uniqueEmail(), password = TEST_PASSWORD) {
  const signup = await t.request({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email, password, first_name: 'Ada', last_name: 'Lovelace' },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  // An invitation to the address may be in the mailbox too; the code is in the confirmation mail.
  const code = codeFrom(await t.waitForMail(email, isConfirmationMail));
  const confirm = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return { email, password, token: confirm.json().token as string };
}

/** Waits until no job of this queue is waiting or running (jobs run in the same process). */
export async function waitForJobs(t: TestApp, queueName: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await t.runtime.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
      [queueName],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`jobs of ${queueName} still pending after ${timeoutMs} ms`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
