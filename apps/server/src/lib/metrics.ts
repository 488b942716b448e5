import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { logAndContinue, type Logger } from './logger.js';

/** One settled job, as the queue reports it. */
export interface JobSettled {
  name: string;
  /** The pipeline stage the job ran, for stage jobs. */
  stage?: string;
  outcome: 'completed' | 'failed';
  seconds: number;
}

/** What the queue-depth gauges read at scrape time. */
export interface QueueGauges {
  /** Jobs waiting to run (created or waiting for a retry), per queue, from pg-boss. */
  sizes(): Promise<{ name: string; waiting: number }[]>;
  /** Names of the jobs this process is running now (one entry per job). */
  running(): string[];
}

/**
 * The process's Prometheus metrics. Labels hold only bounded, non-personal values: HTTP method,
 * the route's pattern (never the URL, which carries ids and query values), status code, job name,
 * pipeline stage and outcome. No user, file or job id ever becomes a label.
 */
export interface Metrics {
  readonly contentType: string;
  /** The text exposition format; queue depth is read from the database at this moment. */
  render(): Promise<string>;
  httpRequest(request: { method: string; route: string; status: number }, seconds: number): void;
  jobSettled(job: JobSettled): void;
  /** Where the queue gauges read from (the queue starts after the metrics exist). */
  watchQueue(queue: QueueGauges): void;
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Jobs run from milliseconds (a mail) to hours (recognising a long recording). */
const JOB_BUCKETS = [0.05, 0.25, 1, 5, 15, 60, 300, 900, 1800, 3600, 10800];

export function createMetrics(log: Logger): Metrics {
  // A registry per runtime, not prom-client's global one: tests run several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let queue: QueueGauges | undefined;

  const httpDuration = new Histogram({
    name: 'scriptloom_http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status code, with their duration.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const jobsTotal = new Counter({
    name: 'scriptloom_jobs_total',
    help: 'Job attempts this process finished, by job name and outcome (a failed attempt may be retried).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'scriptloom_job_duration_seconds',
    help: 'How long job attempts ran, by job name and pipeline stage (empty for jobs that are not a stage).',
    labelNames: ['job', 'stage', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'scriptloom_queue_waiting_jobs',
    help: 'Jobs waiting to run (queued or waiting for a retry), per job name, across all processes.',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      if (!queue) return;
      // A scrape should still answer when the database is briefly away: the gauge is left out then.
      const sizes = await queue.sizes().catch((err: unknown) => {
        logAndContinue(log, 'warn', 'metrics: could not read the queue sizes')(err);
        return undefined;
      });
      this.reset();
      for (const { name, waiting } of sizes ?? []) this.set({ job: name }, waiting);
    },
  });
  new Gauge({
    name: 'scriptloom_jobs_running',
    help: 'Jobs this process is running now, per job name.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const counts = new Map<string, number>();
      for (const name of queue?.running() ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
      for (const [name, count] of counts) this.set({ job: name }, count);
    },
  });

  return {
    contentType: registry.contentType,
    render: () => registry.metrics(),
    httpRequest({ method, route, status }, seconds) {
      httpDuration.observe({ method, route, status: String(status) }, seconds);
    },
    jobSettled({ name, stage = '', outcome, seconds }) {
      jobsTotal.inc({ job: name, outcome });
      jobDuration.observe({ job: name, stage, outcome }, seconds);
    },
    watchQueue(source) {
      queue = source;
    },
  };
}
