/** The few markdown blocks show notes use; anything else is a paragraph. */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'paragraph'; lines: string[] };

const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^ {0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;

/** Splits markdown into blocks, line by line (no nesting: a minimal reading is enough here). */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let open: MarkdownBlock | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      close();
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = HEADING.exec(line))) {
      close();
      blocks.push({ kind: 'heading', level: m[1]!.length, text: m[2] ?? '' });
    } else if ((m = BULLET.exec(line)) || (m = NUMBERED.exec(line))) {
      const ordered = !BULLET.test(line);
      const current = open as MarkdownBlock | null;
      if (current?.kind === 'list' && current.ordered === ordered) current.items.push(m[1]!);
      else {
        close();
        open = { kind: 'list', ordered, items: [m[1]!] };
      }
    } else if ((m = QUOTE.exec(line))) {
      const current = open as MarkdownBlock | null;
      if (current?.kind === 'quote') current.lines.push(m[1]!);
      else {
        close();
        open = { kind: 'quote', lines: [m[1]!] };
      }
    } else {
      const current = open as MarkdownBlock | null;
      // A line after a list item continues that item (lazy continuation), as markdown reads it.
      if (current?.kind === 'list') current.items[current.items.length - 1] += ` ${line.trim()}`;
      else if (current?.kind === 'paragraph' || current?.kind === 'quote') current.lines.push(line.trim());
      else {
        close();
        open = { kind: 'paragraph', lines: [line.trim()] };
      }
    }
  }
  close();
  return blocks;
}
