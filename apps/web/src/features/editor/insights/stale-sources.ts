import { INSIGHT_DEPENDS_ON, type InsightKind, type InsightRun } from '@scriptloom/contracts';
import { isActiveStatus } from './run-state';

/**
 * What a "Refresh" of an out-of-date kind writes again: the kind, and before it the kinds it is
 * written from that are out of date too, so it is not rewritten from old material. Sources a
 * person edited are left as they are (their version is what the kind should build on), and so are
 * sources already being written.
 */
export function kindsToRefresh(
  kind: InsightKind,
  runs: readonly InsightRun[],
  isEdited: (kind: InsightKind) => boolean,
): InsightKind[] {
  const sources = INSIGHT_DEPENDS_ON[kind].filter((source) => {
    const run = runs.find((r) => r.kind === source);
    return run?.stale === true && !isActiveStatus(run.status) && !isEdited(source);
  });
  return [...sources, kind];
}
