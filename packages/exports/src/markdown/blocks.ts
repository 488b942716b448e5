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

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^(\s*)[-*+]\s+(.*)$/;
const ORDERED = /^(\s*)(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
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
  return HEADING.test(line) || BULLET.test(line) || ORDERED.test(line) || RULE.test(line) || FENCE.test(line);
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
    if (RULE.test(line)) {
      flushParagraph();
      endLists();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      endLists();
      blocks.push({ type: 'heading', level: heading[1]!.length, runs: parseInline(heading[2]!) });
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

/** The block written last, looking into a block quote that ends the list (its items continue too). */
function lastBlock(blocks: readonly MarkdownBlock[]): MarkdownBlock | undefined {
  const last = blocks[blocks.length - 1];
  return last?.type === 'quote' ? lastBlock(last.blocks) : last;
}
