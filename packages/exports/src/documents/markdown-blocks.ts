/**
 * Just enough markdown for show notes (headings, lists, paragraphs, bold and italic) to become the
 * native structures of a Word or PDF document. Anything else is kept as plain text: a document is
 * never made to show markdown syntax it did not understand, and never loses words.
 */

export interface InlineRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type MarkdownBlock =
  | { type: 'heading'; level: number; runs: InlineRun[] }
  | { type: 'paragraph'; runs: InlineRun[] }
  | {
      type: 'list-item';
      ordered: boolean;
      /** 1-based position in its list */ number: number;
      depth: number;
      runs: InlineRun[];
    };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^(\s*)[-*+]\s+(.*)$/;
const ORDERED = /^(\s*)(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*(```|~~~)/;
const QUOTE = /^\s*>\s?/;

export function parseMarkdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  // Counts per depth, so the numbers of an ordered list restart after anything else.
  let listNumbers: number[] = [];
  let listKinds: ('ordered' | 'bullet')[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', runs: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };

  let inFence = false;
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (FENCE.test(rawLine)) {
      // Code is kept as plain lines; the fence markers themselves are not words.
      flushParagraph();
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      if (rawLine.trim()) blocks.push({ type: 'paragraph', runs: [{ text: rawLine.trim() }] });
      continue;
    }
    const line = rawLine.replace(QUOTE, '');
    if (!line.trim()) {
      flushParagraph();
      continue;
    }
    if (RULE.test(line)) {
      flushParagraph();
      listNumbers = [];
      listKinds = [];
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      listNumbers = [];
      listKinds = [];
      blocks.push({ type: 'heading', level: heading[1]!.length, runs: parseInline(heading[2]!) });
      continue;
    }
    const ordered = ORDERED.exec(line);
    const bullet = ordered ? null : BULLET.exec(line);
    if (ordered || bullet) {
      flushParagraph();
      const indent = (ordered ? ordered[1]! : bullet![1]!).replace(/\t/g, '    ').length;
      const depth = Math.min(2, Math.floor(indent / 2));
      listNumbers = listNumbers.slice(0, depth + 1);
      // A bullet list and a numbered list next to each other are two lists.
      const kind = ordered ? 'ordered' : 'bullet';
      if (listKinds[depth] !== kind) listNumbers[depth] = 0;
      listKinds = listKinds.slice(0, depth);
      listKinds[depth] = kind;
      const number = (listNumbers[depth] ?? 0) + 1;
      listNumbers[depth] = number;
      blocks.push({
        type: 'list-item',
        ordered: Boolean(ordered),
        number,
        depth,
        runs: parseInline(ordered ? ordered[3]! : bullet![2]!),
      });
      continue;
    }
    const last = blocks[blocks.length - 1];
    if (paragraph.length === 0 && last?.type === 'list-item' && /^\s+\S/.test(line)) {
      // An indented line right after a list item continues that item.
      last.runs = mergeRuns([...last.runs, { text: ' ' }, ...parseInline(line.trim())]);
      continue;
    }
    if (paragraph.length === 0) {
      listNumbers = [];
      listKinds = [];
    }
    paragraph.push(line.trim());
  }
  flushParagraph();
  return blocks;
}

// One alternative per inline form; the first that matches at a position wins.
const INLINE =
  /\\([\\`*_[\]()#+\-.!>~])|`([^`]+)`|\*\*(?=\S)(.+?)\*\*(?!\*)|(?<![\w])__(?=\S)(.+?)__(?![\w_])|\*(?=[^\s*])([^*]*?[^\s*]|[^\s*])\*|(?<![\w])_(?=[^\s_])([^_]*?[^\s_]|[^\s_])_(?![\w])|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)|<(https?:\/\/[^>\s]+)>/g;

/** Bold, italic, code (as plain text), links (their text, then the address in brackets). */
export function parseInline(text: string, style: { bold?: boolean; italic?: boolean } = {}): InlineRun[] {
  const runs: InlineRun[] = [];
  const push = (t: string, extra: { bold?: boolean; italic?: boolean } = {}) => {
    if (t) runs.push(styled(t, { ...style, ...extra }));
  };
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0;
    push(text.slice(at, index));
    at = index + m[0].length;
    const [, escaped, code, bold1, bold2, italic1, italic2, linkText, linkUrl, autolink] = m;
    if (escaped !== undefined) push(escaped);
    else if (code !== undefined) push(code);
    else if (bold1 !== undefined || bold2 !== undefined)
      runs.push(...parseInline((bold1 ?? bold2)!, { ...style, bold: true }));
    else if (italic1 !== undefined || italic2 !== undefined)
      runs.push(...parseInline((italic1 ?? italic2)!, { ...style, italic: true }));
    else if (linkText !== undefined) {
      runs.push(...parseInline(linkText, style));
      if (linkUrl && linkUrl !== linkText) push(` (${linkUrl})`);
    } else if (autolink !== undefined) push(autolink);
  }
  push(text.slice(at));
  return mergeRuns(runs);
}

function styled(text: string, style: { bold?: boolean; italic?: boolean }): InlineRun {
  const run: InlineRun = { text };
  if (style.bold) run.bold = true;
  if (style.italic) run.italic = true;
  return run;
}

/** Neighbours with the same style become one run: fewer objects in the documents. */
function mergeRuns(runs: InlineRun[]): InlineRun[] {
  const merged: InlineRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && Boolean(last.bold) === Boolean(run.bold) && Boolean(last.italic) === Boolean(run.italic)) {
      last.text += run.text;
    } else merged.push({ ...run });
  }
  return merged;
}

/** The words of some runs, without styling (headings of a PDF outline, tests). */
export function runsText(runs: readonly InlineRun[]): string {
  return runs.map((r) => r.text).join('');
}
