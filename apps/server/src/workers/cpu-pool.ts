import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type * as Tasks from './cpu-worker.js';
import { FairLane, LaneRefusedError } from './fair-lane.js';
import type { CpuWorkerData } from './worker-data.js';

type TaskTable = typeof Tasks;
export type CpuTaskName = keyof TaskTable;
export type CpuTaskInput<K extends CpuTaskName> = Parameters<TaskTable[K]>[0];
export type CpuTaskOutput<K extends CpuTaskName> = Awaited<ReturnType<TaskTable[K]>>;

/**
 * Who is waiting for the result: a person's request (a bounded waiting line shared fairly between
 * people, then 429 or 503) or a background job (pg-boss already limits how many run, so its tasks
 * simply wait their turn). Each has threads of its own, so a long diarization never holds up an export.
 */
export type CpuLane = 'request' | 'job';

/**
 * Job threads yield the CPU to everything else of ours (the event loop, request threads): a
 * person waits on a request, nobody on a diarization. Linux only (see cpu-worker.ts).
 */
const JOB_NICE = 10;

export type CpuRunOptions = {
  /** Longest the task may run once it has a thread; past it the thread is ended. */
  timeoutMs: number;
  /** The caller's own cancellation (a lost lease): stops the task, thread and all. */
  signal?: AbortSignal;
  /** Objects moved to the worker rather than copied (a MessagePort for progress). */
  transferList?: Transferable[];
} & (
  | {
      lane: 'request';
      /**
       * Whose request it is (the user's id): one person's heavy requests wait behind each other,
       * never in front of everyone else's.
       */
      owner: string;
    }
  | { lane: 'job'; owner?: undefined }
);

/**
 * `busy`: the waiting line is full of other people's work; `owner_busy`: the person already has
 * as much heavy work running and waiting as one person may.
 */
export type CpuFailure = 'busy' | 'owner_busy' | 'timeout' | 'out_of_memory' | 'closed';

/** A task that did not run to its end for a reason of the pool's, with a message for a person. */
export class CpuTaskError extends Error {
  constructor(
    readonly reason: CpuFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CpuTaskError';
  }
}

export interface CpuPoolOptions {
  /** Threads for request work (and as many again for job work). */
  threads: number;
  /** Request tasks that may wait for a thread, everyone's together; beyond that SERVER_BUSY. */
  maxQueued: number;
  /** Request tasks one person may have waiting (beside the one running); beyond that RATE_LIMITED. */
  maxQueuedPerUser: number;
  /** Heap limit of each worker thread, so one huge task fails alone instead of the process. */
  memoryMb: number;
}

export interface CpuPoolStats {
  threads: number;
  request: { running: number; waiting: number };
  job: { running: number; waiting: number };
}

export interface CpuPool {
  /** Runs `task` (an export of cpu-worker.ts) on a worker thread with plain, cloneable input. */
  run<K extends CpuTaskName>(task: K, input: CpuTaskInput<K>, options: CpuRunOptions): Promise<CpuTaskOutput<K>>;
  stats(): CpuPoolStats;
  /** Refuses new and waiting tasks and ends every thread (running tasks fail). */
  close(): Promise<void>;
}

/** Leaves one core to the event loop (HTTP, the database, job bookkeeping). */
export const defaultCpuThreads = () => Math.max(1, availableParallelism() - 1);

/**
 * The worker entry next to this file: `.ts` while running from source (npm start, vitest), when
 * each thread first registers tsx to load TypeScript as this thread does; `.js` once compiled,
 * with no loader. Absolute URLs, so neither depends on the working directory.
 */
function workerEntry(): { filename: string; execArgv: string[] | undefined } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(fromSource ? './cpu-worker.ts' : './cpu-worker.js', import.meta.url).href;
  if (!fromSource) return { filename, execArgv: undefined };
  return { filename, execArgv: ['--import', new URL('./tsx-in-worker.mjs', import.meta.url).href] };
}

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** The one owner of every job task. */
const JOBS = 'jobs';

/**
 * CPU-heavy work (document rendering, a person's regular expressions, insights, diarization)
 * runs here instead of on the event loop, so one request's work never makes every other request
 * wait. Each lane has its own piscina pool; threads start when first needed and end after a
 * minute without work.
 */
export function createCpuPool(options: CpuPoolOptions): CpuPool {
  const { filename, execArgv } = workerEntry();
  const threads = (nice: number) =>
    new Piscina({
      filename,
      execArgv,
      workerData: { nice } satisfies CpuWorkerData,
      minThreads: 0,
      // Every admitted task gets a thread at once: the lanes, not piscina, decide who waits.
      maxThreads: options.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
  const lanes: Record<CpuLane, { admission: FairLane; threads: Piscina }> = {
    request: {
      // One task of a person at a time: the rest of their work queues behind it, and a thread is
      // left for others whenever there are more threads than people at work.
      admission: new FairLane({
        slots: options.threads,
        maxWaiting: options.maxQueued,
        perOwnerRunning: 1,
        perOwnerWaiting: options.maxQueuedPerUser,
      }),
      threads: threads(0),
    },
    // Jobs are all one owner's, so they take the threads first come, first served.
    job: {
      admission: new FairLane({
        slots: options.threads,
        maxWaiting: Number.POSITIVE_INFINITY,
        perOwnerRunning: options.threads,
        perOwnerWaiting: Number.POSITIVE_INFINITY,
      }),
      threads: threads(JOB_NICE),
    },
  };
  // A thread that fails outside a task (it is replaced on demand) must not crash the process.
  for (const lane of Object.values(lanes)) lane.threads.on('error', () => {});
  let closed = false;
  const closedError = () => new CpuTaskError('closed', 'The server is shutting down. Try again in a moment.');

  return {
    async run(task, input, { lane: laneName, owner: requester, timeoutMs, signal, transferList }) {
      if (closed) throw closedError();
      const { admission, threads: pool } = lanes[laneName];
      const owner = requester ?? JOBS;
      try {
        await admission.acquire(owner, signal);
      } catch (err) {
        if (err instanceof LaneRefusedError) {
          throw err.reason === 'owner_full'
            ? new CpuTaskError(
                'owner_busy',
                `You already have ${1 + options.maxQueuedPerUser} exports, searches or other heavy requests in progress. Try again once they have finished.`,
              )
            : new CpuTaskError(
                'busy',
                'The server is busy with other heavy work right now. Try again in a few seconds.',
              );
        }
        throw err;
      }
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), timeoutMs);
      try {
        return await pool.run(input, {
          name: task,
          signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
          transferList: transferList as never,
        });
      } catch (err) {
        if (signal?.aborted) throw signal.reason ?? err;
        if (timeout.signal.aborted) {
          throw new CpuTaskError(
            'timeout',
            `This took longer than the ${seconds(timeoutMs)} s the server allows for it, so it was stopped.`,
          );
        }
        if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new CpuTaskError(
            'out_of_memory',
            'This needed more memory than the server allows for one task, so it was stopped.',
          );
        }
        if (closed) throw closedError();
        throw err;
      } finally {
        clearTimeout(timer);
        admission.release(owner);
      }
    },
    stats: () => ({
      threads: lanes.request.threads.threads.length + lanes.job.threads.threads.length,
      request: { running: lanes.request.admission.busy, waiting: lanes.request.admission.queued },
      job: { running: lanes.job.admission.busy, waiting: lanes.job.admission.queued },
    }),
    async close() {
      closed = true;
      for (const lane of Object.values(lanes)) lane.admission.rejectWaiting(closedError());
      await Promise.all(Object.values(lanes).map((lane) => lane.threads.destroy()));
    },
  };
}
