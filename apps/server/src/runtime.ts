import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase, outboxRepo, settingsRepo, type Database } from '@scriptloom/db';
import type { Config } from './config.js';
import { safeMessage } from './lib/safe-error.js';
import { startQueue, type Queue } from './jobs/queue.js';
import { startWorkers } from './jobs/start-workers.js';
import { createSpeechEngine, type SpeechEngine } from '@scriptloom/speech';
import { createInsightsEngine, type InsightsEngine } from '@scriptloom/insights';
import { createLocalStorage } from './storage/local-storage.js';
import { createS3Storage } from './storage/s3-storage.js';
import { createUrlSigner } from './storage/url-signer.js';
import { createOutboxMailer } from './mail/outbox-mailer.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { devOutboxServed } from './mail/dev-outbox.js';
import type { Mailer } from './mail/mailer.js';
import { createRepos, type ServiceContext } from './services/context.js';
import { createTokenService } from './services/auth/tokens.js';
import { prepareWorkDir, type WorkDir } from './lib/work-dir.js';
import { createCpuPool } from './workers/cpu-pool.js';
import { createPooledLocalEngine } from './workers/pooled-insights-engine.js';

export interface Runtime {
  ctx: ServiceContext;
  database: Database;
  queue: Queue;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Use this database instead of opening one from the configuration (tests). */
  database?: Database;
  log?: (msg: string) => void;
}

/**
 * Opens the database, applies migrations, starts the job queue and wires services.
 * The worker role (and `all`) also starts pulling jobs.
 */
export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const log = options.log ?? (() => {});
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pg') },
    ));
  let work: WorkDir | undefined;
  // No thread starts until the first task.
  const cpu = createCpuPool(config.cpu);
  try {
    // Before any job or upload can use it: what a crashed run left in the work folder goes first.
    // On the embedded database this process is the only one; otherwise each has its own folder.
    work = await prepareWorkDir(config.workDir, { exclusive: database.kind === 'pglite' });
    config = { ...config, workDir: work.path };
    await database.migrate();
    const secret =
      config.jwtSecret ??
      (await settingsRepo(database.db).getOrCreate('jwt_secret', () => randomBytes(48).toString('base64url')));
    const mailer: Mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(outboxRepo(database.db), log, devOutboxServed(config));
    const queue = await startQueue(database, {
      supervise: config.role !== 'api',
      onError: (err) => log(`job queue error: ${safeMessage(err)}`),
    });
    const signer = createUrlSigner(secret);
    let speech: SpeechEngine | undefined;
    let insights: InsightsEngine | undefined;
    const ctx: ServiceContext = {
      config,
      repos: createRepos(database),
      tokens: createTokenService(secret, config.tokenTtlSeconds, config.productName),
      secret,
      queue,
      mailer,
      storage:
        config.storage.kind === 's3'
          ? createS3Storage({ ...config.storage, scratchDir: path.join(config.workDir, 's3-scratch') }, signer)
          : createLocalStorage(config.mediaDir, signer),
      signer,
      speech: () => (speech ??= createSpeechEngine(config.asr)),
      // The local engine's analysis runs on the CPU pool; the llm engine mostly waits on the network.
      insights: () =>
        (insights ??=
          config.insights.engine === 'local' ? createPooledLocalEngine(cpu) : createInsightsEngine(config.insights)),
      cpu,
    };
    if (config.role !== 'api') await startWorkers(ctx, database.kind);
    return {
      ctx,
      database,
      queue,
      async close() {
        await queue.stop().catch(() => {});
        await work?.close().catch(() => {});
        await cpu.close().catch(() => {});
        await database.close();
      },
    };
  } catch (err) {
    await work?.close().catch(() => {});
    await cpu.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
}
