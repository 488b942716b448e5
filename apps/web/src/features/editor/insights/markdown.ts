/**
 * A deliberately small Markdown reader for generated show notes and articles: headings, bullet and
 * numbered lists, quotes, paragraphs (single line breaks kept), **bold**, *italic*, `code` and
 * http(s) links. It produces a tree of plain strings that React renders as text, so HTML in the
 * input is shown as written and never interpreted.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

/** Only web and mail links: a `javascript:` or `data:` address must never become clickable. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return /^(https?:\/\/|mailto:)[^\s]+$/i.test(trimmed) ? trimmed : null;
}

// Earliest of the inline markers; each alternative names its kind by its group.
const INLINE = /(\*\*|__)(?=\S)([\s\S]*?\S)\1|(\*|_)(?=\S)([\s\S]*?\S)\3|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = result.at(-1);
    if (last?.type === 'text') last.text += value;
    else result.push({ type: 'text', text: value });
  };
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      pushText(rest);
      break;
    }
    // A single `_` inside a word (snake_case) is not emphasis.
    const before = rest.slice(0, match.index);
    if (match[3] === '_' && /\w$/.test(before)) {
      pushText(rest.slice(0, match.index + 1));
      rest = rest.slice(match.index + 1);
      continue;
    }
    pushText(before);
    if (match[1] !== undefined) result.push({ type: 'strong', children: parseInline(match[2]!) });
    else if (match[3] !== undefined) result.push({ type: 'em', children: parseInline(match[4]!) });
    else if (match[5] !== undefined) result.push({ type: 'code', text: match[5] });
    else {
      const href = safeHref(match[7]!);
      if (href) result.push({ type: 'link', href, children: parseInline(match[6]!) });
      else pushText(match[0]);
    }
    rest = rest.slice(match.index + match[0].length);
  }
  return result;
}

/** Lines of one paragraph or quote, joined with explicit line breaks (generated notes use them). */
function withBreaks(lines: string[]): Inline[] {
  const result: Inline[] = [];
  lines.forEach((line, i) => {
    if (i > 0) result.push({ type: 'break' });
    result.push(...parseInline(line.trim()));
  });
  return result;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: withBreaks(paragraph) });
    if (quote.length) blocks.push({ type: 'quote', children: withBreaks(quote) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item)) });
    paragraph = [];
    quote = [];
    list = null;
  };

  for (const line of lines) {
    if (!line.trim() || RULE.test(line)) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const text = (bullet ?? numbered)![1]!;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push(text);
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      if (!quote.length) flush();
      quote.push(quoted[1]!);
      continue;
    }
    if (list) {
      // An indented line right after an item continues it.
      if (/^\s+\S/.test(line)) {
        list.items[list.items.length - 1] += ` ${line.trim()}`;
        continue;
      }
      flush();
    }
    if (quote.length) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The text of a piece without its markup (for counting or a plain copy). */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'code') return node.text;
      if (node.type === 'break') return '\n';
      return inlineText(node.children);
    })
    .join('');
}
