/** Small string helpers shared by the local writers. */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Characters as a person counts them: one per visible character (grapheme), so an accented letter
 * written as letter + combining mark, or an emoji made of several code points, counts once.
 */
export function countChars(text: string): number {
  // Plain ASCII is by far the common case and needs no segmentation.
  if (/^[\x20-\x7e\n]*$/.test(text)) return text.length;
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** One line: newlines and runs of spaces become single spaces, so inputs cannot break a layout. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Quotes may arrive already wrapped in quotation marks; the writers add their own. */
export function stripWrappingQuotes(text: string): string {
  return oneLine(text)
    .replace(/^["'“”‘’«»]+/, '')
    .replace(/["'“”‘’«»]+$/, '')
    .trim();
}

/** Ends a sentence with `.` unless it already ends with punctuation that closes one. */
export function endSentence(text: string): string {
  const t = oneLine(text);
  if (!t) return t;
  return /[.!?…]["'”’)]*$/.test(t) ? t : `${t.replace(/[,;:\-–—\s]+$/, '')}.`;
}

/** Capitalises the first letter (chapter summaries and keywords often arrive lower-case). */
export function capitalise(text: string): string {
  return text.replace(/^(\P{L}*)(\p{Ll})/u, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Cuts `text` to at most `max` characters (as counted by `countChars`) on a word boundary, ending
 * with "…". Text that fits is returned unchanged. A single word longer than the limit is cut inside.
 */
export function truncate(text: string, max: number): string {
  // Single line breaks (a list inside a post) survive; blank lines would split a post in two.
  const t = text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
  if (countChars(t) <= max) return t;
  if (max <= 1) return max === 1 ? '…' : '';
  const chars = Array.from(graphemes.segment(t), (s) => s.segment);
  let cut = chars.slice(0, max - 1).join('');
  const lastSpace = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  // Prefer a word boundary (unless the cut already falls on one, or it would throw away most of the room).
  const atBoundary = /\s/.test(chars[max - 1] ?? ' ');
  if (!atBoundary && lastSpace > 0 && lastSpace >= cut.length * 0.5) cut = cut.slice(0, lastSpace);
  cut = cut.replace(/[\s,;:.\-–—"'“‘(]+$/u, '');
  return `${cut}…`;
}

/**
 * Makes text safe to put inside a markdown line: characters that would start a heading, list or
 * quote at the beginning of a line are escaped, and inline markers lose their meaning.
 */
export function mdText(text: string): string {
  return oneLine(text)
    .replace(/([*_`\\[\]<])/g, '\\$1')
    .replace(/^(#{1,6}\s|[-+>]\s?|\d+[.)]\s)/, '\\$1');
}
