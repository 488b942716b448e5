import { INSIGHT_DEPENDS_ON, type InsightKind } from '@scriptloom/contracts';
import { InsightsError } from '@scriptloom/insights';
import { sourceFingerprint } from '@scriptloom/transcript';
import type { JobMeta } from '../../queue/queue.js';
import type { ServiceContext } from '../context.js';
import { logAndContinue } from '../../lib/logger.js';
import { dependencyOrder } from './dependency-order.js';
import { capitalise, KIND_LABELS } from './labels.js';
import { InvalidEngineOutput, toPatch } from './patches.js';
import { patchResultHash } from './result-hash.js';
import { insightContext, insightSource } from './stored.js';

/** A run lease not renewed for this long belongs to a dead worker (an LLM request may take minutes). */
export const INSIGHT_LEASE_STALE_MS = 3 * 60_000;
const HEARTBEAT_MS = 20_000;

/** Worth another attempt later: the engine says so, or the failure is not the engine's (database, network). */
function isRetryable(err: unknown): boolean {
  if (err instanceof InsightsError) return err.retryable;
  return !(err instanceof InvalidEngineOutput);
}

/** What the run shows a person: the engine's own words when it has them. */
function failureMessage(kind: InsightKind, err: unknown): string {
  if (err instanceof InsightsError) return err.message;
  const detail = err instanceof Error ? err.message : String(err);
  return `${capitalise(KIND_LABELS[kind])} could not be generated: ${detail}`;
}

/**
 * Writes `kinds` of one file, each in dependency order: claim the run, read the transcript and what
 * is stored now (so each kind sees the kinds written before it, and a person's edits), ask the
 * engine, then store the result with the run marked processed in one transaction.
 *
 * Why these writes do not bump `transcripts.version`: they only set generated fields
 * (processed_data.abstract/headline/insights/keywords/entities and contents.*), each with a JSON
 * merge of just those keys, and the editor's saves only send the processed_data fields a person
 * changed (merged into the stored document under the row lock). So a person's transcript edits
 * and a job never fight over the version: an open editor is not made stale by a job finishing.
 *
 * A failing kind never fails the file (insights never refund a transcript). A retryable failure,
 * before the last attempt, puts the run back to queued and the job is thrown again once the other
 * kinds are done, so pg-boss retries it; kinds written from it wait for that retry. Any other
 * failure marks the run failed with a readable message and the other kinds go on; a kind whose
 * dependency failed is written from what is stored.
 */
export async function generateInsights(
  ctx: ServiceContext,
  workerId: string,
  fileId: string,
  kinds: readonly InsightKind[],
  meta: Pick<JobMeta, 'isLastAttempt'>,
): Promise<void> {
  const repo = ctx.repos.insights;
  const order = dependencyOrder(kinds);
  const waitingForRetry = new Set<InsightKind>();
  let retryError: unknown;

  for (const [index, kind] of order.entries()) {
    if (INSIGHT_DEPENDS_ON[kind].some((dep) => waitingForRetry.has(dep))) {
      waitingForRetry.add(kind);
      continue;
    }
    const run = await repo.claim(fileId, kind, workerId, INSIGHT_LEASE_STALE_MS);
    if (!run) continue; // written already (a retry), held by a live worker, or the file is gone
    const loaded = await repo.source(fileId);
    if (!loaded) return; // deleted while the job ran: nothing left to write

    const later = order.slice(index + 1);
    const abort = new AbortController();
    const timer = setInterval(() => {
      void repo
        .heartbeat(fileId, kind, workerId, later)
        .then((held) => held || abort.abort())
        // The next beat tries again; a lease left unrenewed is taken over by the recovery sweep.
        .catch(logAndContinue(ctx.log, 'warn', 'could not renew an insight run lease', { fileId, kind }));
    }, HEARTBEAT_MS);
    try {
      const engine = ctx.insights();
      const result = await engine.generate(
        kind,
        insightSource(loaded.file, loaded.transcript),
        insightContext(loaded.transcript),
        {
          signal: abort.signal,
        },
      );
      const patch = toPatch(kind, result);
      // What it was written from, so the page can tell when it is out of date, and what it wrote,
      // so it can tell when a person has edited it (docs/product.md#out-of-date-content).
      await repo.finish(fileId, kind, workerId, engine.name, patch, {
        source_fingerprint: sourceFingerprint(loaded.transcript.snippets),
        result_hash: patchResultHash(kind, patch),
      });
    } catch (err) {
      // The lease was lost (file deleted, or another worker took over): that worker owns the run now.
      if (abort.signal.aborted) continue;
      if (isRetryable(err) && !meta.isLastAttempt) {
        await repo.release(fileId, kind, workerId);
        waitingForRetry.add(kind);
        retryError ??= err;
      } else {
        await repo.fail(fileId, kind, workerId, failureMessage(kind, err));
      }
    } finally {
      clearInterval(timer);
    }
  }
  if (retryError !== undefined) throw retryError;
}
