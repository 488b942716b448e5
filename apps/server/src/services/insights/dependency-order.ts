import { INSIGHT_DEPENDS_ON, type InsightKind } from '@scriptloom/contracts';

/**
 * Kinds in an order where every kind comes after the kinds it is written from. Used when kinds
 * are queued (the runs a person sees) and when the job writes them, so both agree.
 */
export function dependencyOrder(kinds: readonly InsightKind[]): InsightKind[] {
  const wanted = new Set(kinds);
  const ordered: InsightKind[] = [];
  const visit = (kind: InsightKind) => {
    if (ordered.includes(kind)) return;
    for (const dep of INSIGHT_DEPENDS_ON[kind]) if (wanted.has(dep)) visit(dep);
    ordered.push(kind);
  };
  for (const kind of kinds) visit(kind);
  return ordered;
}
