import type { InsightKind } from '@scriptloom/contracts';

/** What each kind is called on the page (the panel titles and the regenerate buttons). */
export const KIND_LABELS: Record<InsightKind, string> = {
  summary: 'Summary',
  chapters: 'Chapters',
  keywords: 'Keywords',
  entities: 'Entities',
  quotes: 'Quotes',
  show_notes: 'Show notes',
  tweet: 'Tweets',
  caption: 'Captions',
};
