import type { BulkResult } from '@scriptloom/contracts';

export interface BulkSummary {
  /** "2 updated, 1 skipped." */
  headline: string;
  /** Titles of the workflows changed. */
  updated: string[];
  /** Each workflow left alone, as "Title: reason". */
  skipped: string[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a bulk call did, in words for the result notice: the server's message is kept as it is, and
 * ids are named by the titles the page knows (an id it does not know is shown as it is).
 */
export function bulkSummary(result: BulkResult, titles: ReadonlyMap<string, string>): BulkSummary {
  const name = (id: string) => titles.get(id) ?? id;
  const counts = `${plural(result.updated.length, 'workflow updated', 'workflows updated')}, ${result.skipped.length} skipped.`;
  return {
    headline: result.message.trim() ? `${result.message.trim()} (${counts})` : counts,
    updated: result.updated.map(name),
    skipped: result.skipped.map((s) => `${name(s.id)}: ${s.reason}`),
  };
}
