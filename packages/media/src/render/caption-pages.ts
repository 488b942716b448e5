import { textWidthEm } from './text-fit.js';
import type { CaptionWord } from './render-types.js';

/** Words shown together: a line or two of the quote, from `start` to `end` (clip seconds). */
export interface CaptionPage {
  lines: CaptionWord[][];
  start: number;
  end: number;
  /** Font scale below 1 when a single word is wider than a line (it is shrunk, never cut). */
  scale: number;
}

export interface PagingOptions {
  /** Width of a caption line in ems of the caption font. */
  lineEm: number;
  maxLines: number;
  /** The clip's length: no page outlives it. */
  duration: number;
}

// A pause this long starts a new page even when the current one has room, so a line never holds
// words from both sides of a silence.
const PAUSE_BREAK = 1.2;
// How long the last words stay after they are said when nothing follows soon.
const HOLD_AFTER = 0.6;

/**
 * Splits the timed words into pages of at most `maxLines` lines. A page shows from its first word
 * (the first page from the clip's start, so it never opens on an empty frame) until the next page
 * starts, or a moment after its last word when a long pause follows.
 */
export function captionPages(words: CaptionWord[], options: PagingOptions): CaptionPage[] {
  const timed = words
    .filter((w) => w.text.trim() && w.start < options.duration && w.end > 0)
    .map((w) => ({
      text: w.text.trim(),
      start: Math.max(0, w.start),
      end: Math.min(options.duration, Math.max(w.start, w.end)),
    }))
    .sort((a, b) => a.start - b.start);

  const pages: CaptionPage[] = [];
  let lines: CaptionWord[][] = [];
  let line: CaptionWord[] = [];
  const closePage = () => {
    if (line.length) lines.push(line);
    if (lines.length) pages.push({ lines, start: 0, end: 0, scale: 1 });
    lines = [];
    line = [];
  };

  let previous: CaptionWord | undefined;
  for (const word of timed) {
    if (previous && word.start - previous.end >= PAUSE_BREAK) closePage();
    const candidate = [...line, word].map((w) => w.text).join(' ');
    if (line.length && textWidthEm(candidate) > options.lineEm) {
      lines.push(line);
      line = [];
      if (lines.length === options.maxLines) closePage();
    }
    line.push(word);
    previous = word;
  }
  closePage();

  pages.forEach((page, i) => {
    const first = page.lines[0]![0]!;
    const last = page.lines.at(-1)!.at(-1)!;
    const next = pages[i + 1];
    page.start = i === 0 && first.start < PAUSE_BREAK ? 0 : first.start;
    const hold = Math.min(options.duration, last.end + HOLD_AFTER);
    const nextStart = next?.lines[0]![0]!.start;
    // Up to a following page that starts soon, so the captions do not blink off between pages.
    page.end = nextStart !== undefined && nextStart - last.end < PAUSE_BREAK ? nextStart : hold;
    const widest = Math.max(...page.lines.map((l) => textWidthEm(l.map((w) => w.text).join(' '))));
    page.scale = Math.min(1, options.lineEm / widest);
  });
  return pages;
}
