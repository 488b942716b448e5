import type { Quote, Snippet } from '@scriptloom/contracts';

/** What telling a quote's speaker needs of a paragraph: a Snippet, or the details' DisplayParagraph. */
type SpokenSpan = Pick<Snippet, 'start' | 'end' | 'speaker'>;

// Paragraph times are rounded to the millisecond when stored; a quote starts on a word's start.
const EPSILON = 0.001;

/**
 * The speaker of the paragraph being said at `seconds`: the one whose span holds it, else the last
 * one starting before it (a quote may start in a pause the paragraph times leave out). Null when
 * no paragraph starts that early.
 */
export function speakerAt(snippets: readonly SpokenSpan[], seconds: number): string | null {
  if (!Number.isFinite(seconds)) return null;
  let before: SpokenSpan | null = null;
  for (const snippet of snippets) {
    if (snippet.start > seconds + EPSILON) break;
    if (seconds <= snippet.end + EPSILON && snippet.speaker) return snippet.speaker;
    if (snippet.speaker) before = snippet;
  }
  return before?.speaker ?? null;
}

/**
 * Quotes with the speaker names the transcript has now (docs/product.md#out-of-date-content): a
 * quote keeps the name it was written with, so a rename would otherwise not reach it. The same
 * array comes back when every name is current.
 */
export function withCurrentSpeakers<Q extends Pick<Quote, 'speaker' | 'start'>>(
  quotes: Q[],
  snippets: readonly SpokenSpan[],
): Q[] {
  let changed = false;
  const current = quotes.map((quote) => {
    const speaker = speakerAt(snippets, quote.start);
    if (speaker === null || speaker === quote.speaker) return quote;
    changed = true;
    return { ...quote, speaker };
  });
  return changed ? current : quotes;
}
