import { isSpace } from './chars.js';
import { mergeRuns, parseInline, type InlineRun } from './inline.js';

/**
 * Just enough markdown for show notes: headings, paragraphs, nested and numbered lists, block quotes,
 * with rules and code fences understood so their markers never show. Anything else is kept as plain
 * text: no renderer is made to show markdown syntax it did not understand, and no words are lost.
 */
export type MarkdownBlock =
  | { type: 'heading'; level: number; runs: InlineRun[] }
  /** Lines of a paragraph stay apart as "\n" in the runs; each renderer decides what a break is. */
  | { type: 'paragraph'; runs: InlineRun[] }
  | {
      type: 'list-item';
      ordered: boolean;
      /** 1-based position in its list (markdown's own numbers are not kept, as markdown renders them). */
      number: number;
      /** 0 for a top-level item, at most 2. */
      depth: number;
      runs: InlineRun[];
    }
  /** A block quote holds blocks of its own (paragraphs mostly, but lists and headings are allowed). */
  | { type: 'quote'; blocks: MarkdownBlock[] };

const HEADING_MARKER = /^(#{1,6})\s+/;
const LINE_SEPARATOR = /[\u2028\u2029]/;
// The `s` flag lets the text hold a line separator (U+2028): without it the text could not reach the
// end of the line, and every split of a long run of spaces after the marker was tried in turn.
const BULLET = /^(\s*)[-*+]\s+(.*)$/s;
const ORDERED = /^(\s*)(\d{1,9})[.)]\s+(.*)$/s;
const FENCE = /^\s*(```|~~~)/;
const QUOTE = /^\s*>\s?/;
/** Deeper indentation than this is still the third level: documents have no room for more. */
const MAX_DEPTH = 2;

export function parseMarkdownBlocks(markdown: string): MarkdownBlock[] {
  return parseLines(markdown.replace(/\r\n?/g, '\n').split('\n'), { numbers: [], kinds: [] }, false);
}

/**
 * Counts per depth, so the numbers of an ordered list restart after anything else. A block quote
 * shares them with the text around it: a list that goes on inside a quote keeps counting.
 */
interface ListState {
  numbers: number[];
  kinds: ('ordered' | 'bullet')[];
}

/** A line that begins a block of its own, so it cannot continue a quote lazily. */
function startsBlock(line: string): boolean {
  return headingOf(line) !== null || BULLET.test(line) || ORDERED.test(line) || isRule(line) || FENCE.test(line);
}

/**
 * `quoted` is true inside a block quote, where a further `>` and a code fence are read as text: one
 * level of quote is all show notes use, and the documents have always shown these as written.
 */
function parseLines(lines: readonly string[], lists: ListState, quoted: boolean): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  // The lines of an open block quote, markers removed; read as markdown of their own when it closes.
  let quote: string[] | null = null;

  const flushParagraph = () => {
    // Joined by "\n" rather than read line by line, so emphasis may run across a line break.
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', runs: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const flushQuote = () => {
    if (quote) blocks.push({ type: 'quote', blocks: parseLines(quote, lists, true) });
    quote = null;
  };
  const endLists = () => {
    lists.numbers = [];
    lists.kinds = [];
  };

  let inFence = false;
  for (const line of lines) {
    if (!quoted && FENCE.test(line)) {
      // Code is kept as plain lines; the fence markers themselves are not words.
      flushParagraph();
      flushQuote();
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      if (line.trim()) blocks.push({ type: 'paragraph', runs: [{ text: line.trim() }] });
      continue;
    }
    const marker = quoted ? null : QUOTE.exec(line);
    if (marker) {
      flushParagraph();
      (quote ??= []).push(line.slice(marker[0].length));
      continue;
    }
    if (quote) {
      // A plain line right after a quote still belongs to it (lazy continuation, as markdown reads it).
      if (line.trim() && !startsBlock(line)) {
        quote.push(line);
        continue;
      }
      flushQuote();
    }
    if (!line.trim()) {
      flushParagraph();
      continue;
    }
    if (isRule(line)) {
      flushParagraph();
      endLists();
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      flushParagraph();
      endLists();
      blocks.push({ type: 'heading', level: heading.level, runs: parseInline(heading.text) });
      continue;
    }
    const ordered = ORDERED.exec(line);
    const bullet = ordered ? null : BULLET.exec(line);
    if (ordered || bullet) {
      flushParagraph();
      const indent = (ordered ? ordered[1]! : bullet![1]!).replace(/\t/g, '    ').length;
      const depth = Math.min(MAX_DEPTH, Math.floor(indent / 2));
      lists.numbers = lists.numbers.slice(0, depth + 1);
      // A bullet list and a numbered list next to each other are two lists.
      const kind = ordered ? 'ordered' : 'bullet';
      if (lists.kinds[depth] !== kind) lists.numbers[depth] = 0;
      lists.kinds = lists.kinds.slice(0, depth);
      lists.kinds[depth] = kind;
      const number = (lists.numbers[depth] ?? 0) + 1;
      lists.numbers[depth] = number;
      blocks.push({
        type: 'list-item',
        ordered: Boolean(ordered),
        number,
        depth,
        runs: parseInline(ordered ? ordered[3]! : bullet![2]!),
      });
      continue;
    }
    const last = lastBlock(blocks);
    if (paragraph.length === 0 && last?.type === 'list-item' && /^\s+\S/.test(line)) {
      // An indented line right after a list item continues that item, joined by a space. It is read
      // on its own: emphasis does not run from the item's first line into its continuation.
      last.runs = mergeRuns([...last.runs, { text: ' ' }, ...parseInline(line.trim())]);
      continue;
    }
    if (paragraph.length === 0) endLists();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushQuote();
  return blocks;
}

/**
 * A thematic break: three or more of one of `-`, `*`, `_`, and nothing else but white space. Counted
 * by hand: the pattern for it backtracked through every marker of a long line that was not one.
 */
function isRule(line: string): boolean {
  let marker = '';
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (isSpace(c.charCodeAt(0))) continue;
    if (marker === '') {
      if (c !== '-' && c !== '*' && c !== '_') return false;
      marker = c;
    } else if (c !== marker) return false;
    count++;
  }
  return count >= 3;
}

/**
 * An ATX heading: `#` to `######`, white space, the text, optional closing `#`s. Trimmed from the
 * end step by step rather than by one pattern: a pattern with white space on both sides of the
 * closing `#`s took time growing with the cube of a long run of spaces.
 */
function headingOf(line: string): { level: number; text: string } | null {
  const marker = HEADING_MARKER.exec(line);
  if (!marker) return null;
  let text = line.slice(marker[0].length).trimEnd();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  text = text.slice(0, end).trimEnd();
  // Line separators end a line for the pattern this replaces; such a line was never a heading.
  if (LINE_SEPARATOR.test(text)) return null;
  return { level: marker[1]!.length, text };
}

/** The block written last, looking into a block quote that ends the list (its items continue too). */
function lastBlock(blocks: readonly MarkdownBlock[]): MarkdownBlock | undefined {
  const last = blocks[blocks.length - 1];
  return last?.type === 'quote' ? lastBlock(last.blocks) : last;
}
