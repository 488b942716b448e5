import { InsightsError, type InsightsEngine } from '@scriptloom/insights';
import type { CpuPool } from './cpu-pool.js';
import type { EngineOutcome } from './tasks/insights.js';

/**
 * Longest one kind or article may take on a worker thread. The local engine needs seconds for
 * a long episode (about 5 s for 25,000 words); far more means something is wrong with the input.
 */
const LOCAL_ENGINE_TIME_LIMIT_MS = 10 * 60_000;

function unwrap<T>(outcome: EngineOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { code, message, retryable } = outcome.error;
  throw new InsightsError(code, message, retryable);
}

/**
 * The local (offline) insights engine with its analysis on the CPU pool's job lane: tens of
 * seconds of NLP on a long transcript no longer hold the event loop. The caller's signal (a
 * lost lease) ends the task with its thread.
 */
export function createPooledLocalEngine(cpu: CpuPool): InsightsEngine {
  const limits = { lane: 'job', timeoutMs: LOCAL_ENGINE_TIME_LIMIT_MS } as const;
  return {
    name: 'local',
    async generate(kind, source, context, options = {}) {
      const outcome = await cpu.run(
        'insightsGenerate',
        { kind, source, context, ...(options.quotesCount === undefined ? {} : { quotesCount: options.quotesCount }) },
        { ...limits, signal: options.signal },
      );
      return unwrap(outcome) as never;
    },
    async article(source, context, request, options = {}) {
      return unwrap(
        await cpu.run('insightsArticle', { source, context, request }, { ...limits, signal: options.signal }),
      );
    },
  };
}
