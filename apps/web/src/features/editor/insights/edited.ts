import type { InsightKind, InsightsResponse } from '@scriptloom/contracts';

/**
 * The value of a kind as the server holds it, as far as the page can put it back or compare it:
 * the editor's fields by their document names, the written contents as texts.
 */
export function serverValueOf(kind: InsightKind, data: InsightsResponse): unknown {
  switch (kind) {
    case 'summary':
      return data.processed_data.abstract;
    case 'chapters':
      return data.processed_data.insights;
    case 'keywords':
      return data.processed_data.keywords;
    case 'entities':
      return data.processed_data.entities;
    case 'quotes':
      return data.contents.quotes;
    case 'show_notes':
    case 'tweet':
    case 'caption':
      return data.contents[kind];
  }
}

// Small values (a summary, a few dozen chapters or phrases, one text): comparing their JSON is enough.
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether regenerating `kind` would replace a person's work (docs/product.md#out-of-date-content):
 * the server says its stored result was edited, or the page holds a value of its own that differs
 * from the stored one (an editor field changed and perhaps not saved yet).
 */
export function isEditedKind(
  kind: InsightKind,
  data: InsightsResponse | undefined,
  localValue: (() => unknown) | undefined,
): boolean {
  if (!data) return false;
  const run = data.runs.find((r) => r.kind === kind);
  if (run?.edited) return true;
  return localValue !== undefined && !same(localValue(), serverValueOf(kind, data));
}
