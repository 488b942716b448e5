import type { InsightKind } from '@scriptloom/contracts';

/** How each kind is named in messages (lower case: they sit inside sentences). */
export const KIND_LABELS: Record<InsightKind, string> = {
  summary: 'summary',
  chapters: 'chapters',
  keywords: 'keywords',
  entities: 'entities',
  quotes: 'quotes',
  show_notes: 'show notes',
  tweet: 'tweets',
  caption: 'captions',
};

/** "summary", "summary and chapters", "summary, chapters and quotes". */
export function listKinds(kinds: readonly InsightKind[]): string {
  const labels = kinds.map((k) => KIND_LABELS[k]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
