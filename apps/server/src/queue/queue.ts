import type { z } from 'zod';

/*
 * The job queue as the rest of the server sees it. This folder sits below the services: they queue
 * jobs through it and their definitions (`job-definitions.ts`, `pipeline-definitions.ts`), while the
 * code that runs a job (`jobs/`, `pipeline/`) sits above them, so queueing never pulls in a handler.
 * `pg-boss-queue.ts` is the one implementation, started by the runtime.
 */

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
  /** The pipeline stage a job runs, a label of its duration metric (stage jobs only). */
  stageOf?(payload: z.infer<S>): string;
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
  /**
   * Aborted when the process shuts down and the job has not finished within the grace period: a
   * long job may stop early, leaving its work to be picked up again (the job is retried).
   */
  shutdown: AbortSignal;
}

/** What `stop` did with the jobs that were running. */
export interface StopReport {
  /** Jobs that finished within the grace period. */
  finished: number;
  /** Names of the jobs still running at its end, handed back to the queue (failed, so retried). */
  handedBack: string[];
}

export interface Queue {
  enqueue<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>): Promise<string>;
  /** Start pulling jobs (the worker role). */
  work(handlers: JobHandler[]): Promise<void>;
  /** Run a job on a cron schedule; pg-boss makes sure one process per tick gets it. */
  schedule<S extends z.ZodType>(job: JobDefinition<S>, cron: string, payload: z.infer<S>): Promise<void>;
  /** Values of `field` in the payloads of jobs still waiting to run (created or retry). */
  waitingPayloadValues(job: { name: string }, field: string): Promise<Set<string>>;
  /** Jobs waiting to run, per queue, across every process (for the metrics). */
  sizes(): Promise<{ name: string; waiting: number }[]>;
  /** Names of the jobs this process is running now. */
  running(): string[];
  /**
   * Takes no new job, gives running ones `graceMs` to finish, then aborts their `shutdown` signal
   * and hands what is still running back to pg-boss, which retries it.
   */
  stop(options?: { graceMs?: number }): Promise<StopReport>;
}
