import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database } from '@scriptloom/db';
import type { ErrorReporter } from '../lib/error-reports.js';
import type { Logger } from '../lib/logger.js';
import type { JobSettled } from '../lib/metrics.js';
import { safeError, type SafeError } from '../lib/safe-error.js';
import type { JobDefinition, JobMeta, Queue, StopReport } from './queue.js';

export interface QueueOptions {
  /** Run pg-boss maintenance (expiry, archiving); the worker role does, the API role need not. */
  supervise: boolean;
  pollingIntervalSeconds?: number;
  /** Where job failures and queue errors are logged. */
  log: Logger;
  /** Told of every finished attempt (the metrics). */
  onSettled?: (job: JobSettled) => void;
  /** Where a job out of retries and a failing queue are reported besides the log. */
  reports?: ErrorReporter;
}

/** How long aborted jobs get to release what they hold before pg-boss fails them. */
const ABORT_SETTLE_MS = 3_000;

/**
 * pg-boss on either database: on a PostgreSQL server it opens its own pool from the URL; on the
 * embedded PGlite it goes through the same connection as everything else.
 */
export async function startQueue(database: Database, options: QueueOptions): Promise<Queue> {
  const base = { supervise: options.supervise, schedule: options.supervise, migrate: true };
  const boss = database.url
    ? new PgBoss({ ...base, connectionString: database.url, max: 4 })
    : new PgBoss({
        ...base,
        db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
      });
  boss.on('error', (err) => {
    options.log.error({ error: safeError(err) }, 'job queue error');
    options.reports?.report(err, { kind: 'queue', name: 'pg-boss' });
  });
  await boss.start();
  const created = new Set<string>();
  const working = new Set<string>();
  // pg-boss worker ids of this process, per queue: a job sent here wakes them at once instead of
  // waiting for their next poll (up to pollingIntervalSeconds per pipeline stage otherwise).
  const localWorkers = new Map<string, string[]>();
  const running = new Map<string, { name: string; shutdown: AbortController }>();
  let stopped: Promise<StopReport> | undefined;

  async function stop(graceMs: number): Promise<StopReport> {
    // pg-boss's workers stop polling; the jobs they hold run on.
    await Promise.all([...working].map((name) => boss.offWork(name)));
    const atStop = running.size;
    const deadline = Date.now() + graceMs;
    while (running.size > 0 && Date.now() < deadline) await delay(50);
    const handedBack = [...running.values()].map((r) => r.name);
    for (const { shutdown } of running.values()) shutdown.abort(new Error('The process is shutting down.'));
    const settle = Date.now() + ABORT_SETTLE_MS;
    while (running.size > 0 && Date.now() < settle) await delay(50);
    // pg-boss fails whatever is still active ("shut down while active"), so it is retried.
    await boss.stop({ graceful: true, wait: true, timeout: 1_000 });
    return { finished: atStop - handedBack.length, handedBack };
  }

  async function ensureQueue(job: JobDefinition) {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    });
    created.add(job.name);
  }

  return {
    async enqueue(job, payload) {
      await ensureQueue(job);
      const data = job.payload.parse(payload);
      const id = await boss.send(job.name, data as object);
      if (!id) throw new Error(`Job ${job.name} was not queued.`);
      for (const workerId of localWorkers.get(job.name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async work(handlers) {
      for (const { job, handle } of handlers) {
        await ensureQueue(job);
        working.add(job.name);
        const workerId = await boss.work(
          job.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1, includeMetadata: true },
          async ([item]) => {
            if (!item) return;
            const shutdown = new AbortController();
            const meta: JobMeta = {
              id: item.id,
              retryCount: item.retryCount,
              retryLimit: item.retryLimit,
              isLastAttempt: item.retryCount >= item.retryLimit,
              shutdown: shutdown.signal,
            };
            running.set(item.id, { name: job.name, shutdown });
            const started = performance.now();
            let stage: string | undefined;
            try {
              // A payload that does not fit the schema fails the job rather than the worker.
              const payload = job.payload.parse(item.data);
              stage = job.stageOf?.(payload);
              await handle(payload, meta);
              options.onSettled?.({ name: job.name, stage, outcome: 'completed', seconds: elapsed(started) });
            } catch (err) {
              options.onSettled?.({ name: job.name, stage, outcome: 'failed', seconds: elapsed(started) });
              // One line per failed attempt. Never the payload (addresses, ids a person typed), and
              // the error only through safeError (a database error carries its query's values).
              const fields = {
                job: job.name,
                jobId: item.id,
                attempt: item.retryCount + 1,
                attempts: item.retryLimit + 1,
                ...(stage ? { stage } : {}),
                error: safeError(err),
              };
              if (shutdown.signal.aborted) options.log.info(fields, `job ${job.name} stopped by the shutdown`);
              else if (meta.isLastAttempt) {
                options.log.error(fields, `job ${job.name} failed; no retries left`);
                options.reports?.report(err, { kind: 'job', name: job.name });
              } else options.log.warn(fields, `job ${job.name} failed; pg-boss will retry it`);
              throw storable(fields.error);
            } finally {
              running.delete(item.id);
            }
          },
        );
        localWorkers.set(job.name, [...(localWorkers.get(job.name) ?? []), workerId]);
      }
    },
    async schedule(job, cron, payload) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, job.payload.parse(payload) as object);
    },
    async waitingPayloadValues(job, field) {
      // pg-boss keeps jobs in its own schema; this read-only look is the one place we rely on it.
      const { rows } = await database.executeSql(
        `select data->>$2 as value from pgboss.job where name = $1 and state in ('created', 'retry')`,
        [job.name, field],
      );
      return new Set(rows.map((r: { value: string }) => r.value));
    },
    async sizes() {
      const queues = await boss.getQueues();
      return Promise.all(queues.map(async ({ name }) => ({ name, waiting: await boss.getQueueSize(name) })));
    },
    running: () => [...running.values()].map((r) => r.name),
    // The shutdown stops the queue while HTTP requests drain, then closes the runtime, which
    // stops it again: the second call gets the first one's report.
    stop: ({ graceMs = 10_000 } = {}) => (stopped ??= stop(graceMs)),
  };
}

const elapsed = (started: number) => (performance.now() - started) / 1000;

/**
 * What pg-boss keeps as a failed job's output: it stores the thrown error with every property, so
 * the raw error would put a database error's query values (password hashes, tokens) into the job
 * table, and one holding a NUL cannot be stored at all, leaving the job stuck as active.
 */
function storable(safe: SafeError): Error {
  const err = new Error(safe.message);
  err.name = safe.type;
  err.stack = safe.stack ?? `${safe.type}: ${safe.message}`;
  return err;
}
