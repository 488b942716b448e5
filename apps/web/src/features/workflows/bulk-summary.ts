import { WorkflowMessages, type BulkResult } from '@scriptloom/contracts';

export interface BulkSummary {
  /** What happened, in one sentence: "2 workflows were updated; 1 was skipped." */
  headline: string;
  /** Titles of the workflows changed. */
  updated: string[];
  /** Each workflow left alone, as "Title: reason". */
  skipped: string[];
}

/**
 * What a bulk call did, in words for the result notice: the server's message, which already counts
 * what was updated and skipped, is the headline on its own (adding counts of our own said it twice),
 * and ids are named by the titles the page knows (an id it does not know is shown as it is).
 */
export function bulkSummary(result: BulkResult, titles: ReadonlyMap<string, string>): BulkSummary {
  const name = (id: string) => titles.get(id) ?? id;
  return {
    headline: result.message.trim() || WorkflowMessages.bulk(result.updated.length, result.skipped.length),
    updated: result.updated.map(name),
    skipped: result.skipped.map((s) => `${name(s.id)}: ${s.reason}`),
  };
}
