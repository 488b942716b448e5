/** A member who could take a workflow, with what decides between them. */
export interface Candidate {
  id: string;
  name: string;
  /** Open workflows (not Submitted) assigned to them now. */
  open: number;
  /** Hiring score (0..1), when the member has one: higher wins a tie on open work. */
  score: number | null;
}

/**
 * The member to give the next workflow to (docs/product.md#auto-assign): fewest open assignments
 * first, then the higher hiring score (a member without one comes after those with one), then the
 * name and the id, so the same state always gives the same choice.
 */
export function chooseMember(candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of candidates) if (!best || before(c, best)) best = c;
  return best;
}

function before(a: Candidate, b: Candidate): boolean {
  if (a.open !== b.open) return a.open < b.open;
  const as = a.score ?? -1;
  const bs = b.score ?? -1;
  if (as !== bs) return as > bs;
  if (a.name !== b.name) return a.name.localeCompare(b.name) < 0;
  return a.id < b.id;
}
