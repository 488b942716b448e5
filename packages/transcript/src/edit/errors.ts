import type { Snippet } from '@scriptloom/contracts';

/** An edit that cannot be made (merge at the ends, split at an edge, cycling with no speakers). */
export class EditError extends Error {
  override name = 'EditError';
}

/** The paragraph at `index`; a stale or wrong index is an edit that cannot be made, not a crash. */
export function snippetAt(snippets: readonly Snippet[], index: number): Snippet {
  const snippet = Number.isInteger(index) ? snippets[index] : undefined;
  if (!snippet) throw new EditError(`There is no paragraph ${index}.`);
  return snippet;
}
