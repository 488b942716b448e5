import type { InsightKind, InsightRun, InsightsResponse, RunStatus } from '@scriptloom/contracts';

/** What a panel shows about its kind: writing, failed (with why), done, or never asked for. */
export type RunView =
  | { state: 'writing'; status: RunStatus }
  | { state: 'failed'; error: string }
  /**
   * Written. `stale`: written from words or speakers that changed since; `edited`: the server says a
   * person changed it since (docs/product.md#out-of-date-content).
   */
  | { state: 'processed'; stale: boolean; edited: boolean }
  | { state: 'none' };

export const isActiveStatus = (status: RunStatus) => status === 'queued' || status === 'processing';

export function runOf(runs: readonly InsightRun[] | undefined, kind: InsightKind): InsightRun | undefined {
  return runs?.find((run) => run.kind === kind);
}

export function runView(run: InsightRun | undefined): RunView {
  if (!run) return { state: 'none' };
  if (isActiveStatus(run.status)) return { state: 'writing', status: run.status };
  if (run.status === 'failed') {
    // A failure without words would leave the person guessing; say at least that it failed.
    return { state: 'failed', error: run.error?.trim() || 'This could not be written.' };
  }
  return { state: 'processed', stale: run.stale === true, edited: run.edited === true };
}

/** Whether the panels should keep polling: some run is still queued or being written. */
export function anyRunActive(insights: Pick<InsightsResponse, 'runs'> | undefined): boolean {
  return Boolean(insights?.runs.some((run) => isActiveStatus(run.status)));
}
