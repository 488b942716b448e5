import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase, outboxRepo, settingsRepo, type Database } from '@scriptloom/db';
import type { Config } from './config.js';
import type { Logger as PinoLogger } from 'pino';
import { startQueue } from './queue/pg-boss-queue.js';
import type { Queue, StopReport } from './queue/queue.js';
import { startWorkers } from './jobs/start-workers.js';
import { createSpeechEngine, type SpeechEngine } from '@scriptloom/speech';
import { createInsightsEngine, type InsightsEngine } from '@scriptloom/insights';
import { createLocalStorage } from './storage/local-storage.js';
import { createS3Storage } from './storage/s3-storage.js';
import { createUrlSigner } from './storage/url-signer.js';
import { createPaymentProcessor } from './payments/create-processor.js';
import type { PaymentProcessor } from './payments/processor.js';
import { createOutboxMailer } from './mail/outbox-mailer.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { devOutboxServed } from './mail/dev-outbox.js';
import type { Mailer } from './mail/mailer.js';
import { createRepos, type ServiceContext } from './services/context.js';
import { createTokenService } from './services/auth/tokens.js';
import { prepareWorkDir, type WorkDir } from './lib/work-dir.js';
import { createErrorReporter } from './lib/error-reports.js';
import { APP_VERSION } from './version.js';
import { createCpuPool } from './workers/cpu-pool.js';
import { createPooledLocalEngine } from './workers/pooled-insights-engine.js';
import { createLogger, logAndContinue } from './lib/logger.js';
import { createMetrics, type Metrics } from './lib/metrics.js';
import { VersionedCache } from './lib/versioned-cache.js';
import { createBatchedLogStream } from './http/log-stream.js';
import { logSerializers } from './http/log-serializers.js';

/** Distinct workflow list answers kept (organisation, scope and query); the byte cap usually binds first. */
const WORKFLOW_LIST_CACHE_ENTRIES = 2000;
/** Transcripts kept as text (the byte cap, DOCUMENT_CACHE_MB, is what usually binds). */
const DOCUMENT_CACHE_ENTRIES = 1000;

export interface Runtime {
  ctx: ServiceContext;
  database: Database;
  queue: Queue;
  /** The process's logger; the HTTP app logs requests through it too. */
  logger: PinoLogger;
  metrics: Metrics;
  /**
   * Stops taking jobs, lets running ones finish within `graceMs` (handing back the rest), then
   * closes the CPU pool and the database.
   */
  close(options?: { graceMs?: number }): Promise<StopReport>;
}

export interface RuntimeOptions {
  /** Use this database instead of opening one from the configuration (tests). */
  database?: Database;
  /** Lines for the person running the server (start-up, the dev outbox). */
  log?: (msg: string) => void;
  /** The structured log (jobs, requests); a pino logger at LOG_LEVEL on stdout when not given. */
  logger?: PinoLogger;
}

/**
 * Opens the database, applies migrations, starts the job queue and wires services.
 * The worker role (and `all`) also starts pulling jobs.
 */
export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const log = options.log ?? (() => {});
  const logger =
    options.logger ??
    createLogger({ level: config.logLevel, stream: createBatchedLogStream(), serializers: logSerializers });
  const metrics = createMetrics(logger);
  const reports = createErrorReporter(config.sentryDsn ? { dsn: config.sentryDsn, release: APP_VERSION } : undefined);
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
    work = await prepareWorkDir(config.workDir, {
      exclusive: database.kind === 'pglite',
      // Fifteen silent minutes and another process may take this folder for a dead one's.
      onHeartbeatError: logAndContinue(logger, 'warn', 'could not touch the work folder owner file'),
    });
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
      log: logger,
      onSettled: (job) => metrics.jobSettled(job),
      reports,
    });
    metrics.watchQueue(queue);
    const signer = createUrlSigner(secret);
    let speech: SpeechEngine | undefined;
    let payments: PaymentProcessor | null | undefined;
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
      log: logger,
      metrics,
      reports,
      payments: () =>
        payments === undefined ? (payments = createPaymentProcessor(config, ctx.repos.billing, secret)) : payments,
      workflowLists: new VersionedCache(WORKFLOW_LIST_CACHE_ENTRIES, config.workflowListCacheMb * 1024 * 1024),
      documents: new VersionedCache(DOCUMENT_CACHE_ENTRIES, config.documentCacheMb * 1024 * 1024),
    };
    if (config.role !== 'api') await startWorkers(ctx, database.kind);
    return {
      ctx,
      database,
      queue,
      logger,
      metrics,
      async close({ graceMs } = {}) {
        // Each step runs whatever the one before it did: a queue that fails to stop must not keep
        // the database open.
        const report = await queue.stop({ graceMs }).catch((err: unknown) => {
          logAndContinue(logger, 'error', 'the job queue did not stop cleanly')(err);
          return { finished: 0, handedBack: queue.running() };
        });
        await work?.close().catch(logAndContinue(logger, 'warn', 'could not remove the work folder'));
        await cpu.close().catch(logAndContinue(logger, 'warn', 'could not stop the CPU pool'));
        await database.close();
        // Whatever went wrong while stopping is sent before the process ends.
        await reports.flush();
        return report;
      },
    };
  } catch (err) {
    // Start-up failed: what was opened is closed, and the start-up error is what the caller sees.
    await work?.close().catch(logAndContinue(logger, 'warn', 'could not remove the work folder'));
    await cpu.close().catch(logAndContinue(logger, 'warn', 'could not stop the CPU pool'));
    await database.close().catch(logAndContinue(logger, 'warn', 'could not close the database'));
    throw err;
  }
}
