import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '@scriptloom/db';

/**
 * What a caller needs to queue a job: its queue name, payload schema and retry policy. Plain data,
 * so a service can queue a job without importing the code that runs it (which imports services).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** pg-boss retry policy for this queue. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long a job may run before pg-boss gives up on it (default 15 min). */
  expireInSeconds?: number;
}

/** The code that runs one job, given to `queue.work` only where workers start. */
export interface JobHandler<S extends z.ZodType = z.ZodType> {
  job: JobDefinition<S>;
  handle(payload: z.infer<S>, meta: JobMeta): Promise<void>;
}

/** Pairs a definition with its handler, typing the payload from the definition's schema. */
export function handler<S extends z.ZodType>(
  job: JobDefinition<S>,
  handle: (payload: z.infer<S>, meta: JobMeta) => Promise<void>,
): JobHandler<S> {
  return { job, handle };
}

export interface JobMeta {
  id: string;
  retryCount: number;
  retryLimit: number;
  /** True when a failure now will not be retried. */
  isLastAttempt: boolean;
}

export interface Queue {
  enqueue<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>): Promise<string>;
  /** Start pulling jobs (the worker role). */
  work(handlers: JobHandler[]): Promise<void>;
  /** Run a job on a cron schedule; pg-boss makes sure one process per tick gets it. */
  schedule<S extends z.ZodType>(job: JobDefinition<S>, cron: string, payload: z.infer<S>): Promise<void>;
  /** Values of `field` in the payloads of jobs still waiting to run (created or retry). */
  waitingPayloadValues(job: { name: string }, field: string): Promise<Set<string>>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** Run pg-boss maintenance (expiry, archiving); the worker role does, the API role need not. */
  supervise: boolean;
  pollingIntervalSeconds?: number;
  onError?: (err: Error) => void;
}

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
  boss.on('error', (err) => options.onError?.(err));
  await boss.start();
  const created = new Set<string>();

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
      return id;
    },
    async work(handlers) {
      for (const { job, handle } of handlers) {
        await ensureQueue(job);
        await boss.work(
          job.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1, includeMetadata: true },
          async ([item]) => {
            if (!item) return;
            const meta: JobMeta = {
              id: item.id,
              retryCount: item.retryCount,
              retryLimit: item.retryLimit,
              isLastAttempt: item.retryCount >= item.retryLimit,
            };
            // A payload that does not fit the schema fails the job rather than the worker.
            await handle(job.payload.parse(item.data), meta);
          },
        );
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
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
