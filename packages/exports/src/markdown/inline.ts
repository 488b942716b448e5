import { isSpace, isWordChar } from './chars.js';
import { decodeEntities } from './entities.js';

/**
 * Inline markdown of the show notes (bold, italic, code, links, backslash escapes) read into runs of
 * styled text. Every renderer (html, plain text, Word, PDF) starts from these runs, so the formats
 * agree on what the markdown says and differ only in how they show it.
 */

export interface InlineRun {
  /** Plain text, never markup: a line break inside a paragraph is a "\n". */
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  /**
   * The address of a link a reader may follow: only http(s) and mailto, so a renderer can put it
   * in an anchor without checking it again.
   */
  href?: string;
  /**
   * The address of a link that is not followed (javascript:, relative, anything not http(s) or
   * mailto). Kept so it is shown as text rather than silently lost, never made clickable.
   */
  unfollowed?: string;
}

type Style = Omit<InlineRun, 'text'>;

const FOLLOWED = /^(?:https?:\/\/|mailto:)/i;

/**
 * Reads inline markdown into runs; `style` is what the surrounding markup already applies.
 *
 * The forms, tried in this order at each position, the first that matches winning:
 *   \x       a backslash escape of any ASCII punctuation (as in CommonMark), so whatever
 *            escapeMarkdown wrote reads back as written;
 *   `code`   up to the next backtick;
 *   **bold** up to the first `**` not followed by a third `*`;
 *   __bold__ outside words only, so snake_case_name stays a name;
 *   *italic* and _italic_, with no marker of their own kind inside;
 *   [text](address) or [text](address "title");
 *   <http(s)://...> an address in angle brackets.
 * Bold and italics may run across the line breaks of a paragraph. Character references (`&amp;`,
 * `&#60;`) in text and link addresses are decoded, as markdown readers do; in code they stay.
 *
 * Each form is decided from where its closing marker is, looked up in tables made once per text
 * (`Markers`), never by searching on from every opening marker: a paragraph of ten thousand
 * unclosed `**` or `[` reads in time proportional to its length, not its square.
 */
export function parseInline(text: string, style: Style = {}): InlineRun[] {
  const runs: InlineRun[] = [];
  const push = (t: string, extra: Style = {}) => {
    if (t) runs.push(styled(t, { ...style, ...extra }));
  };
  const opener = /[\\`*_[<]/g;
  let markers: Markers | null = null;
  let at = 0;
  for (let m = opener.exec(text); m !== null; m = opener.exec(text)) {
    const form = formAt(text, m.index, (markers ??= new Markers(text)));
    if (!form) continue;
    push(decodeEntities(text.slice(at, m.index)));
    at = opener.lastIndex = form.end;
    switch (form.kind) {
      case 'escape':
        push(form.text);
        break;
      case 'code':
        push(form.text, { code: true });
        break;
      case 'bold':
      case 'italic':
        runs.push(...parseInline(form.text, { ...style, [form.kind]: true }));
        break;
      case 'link': {
        const address = decodeEntities(form.address);
        const link = FOLLOWED.test(address) ? { href: address } : { unfollowed: address };
        runs.push(...parseInline(form.text, { ...style, ...link }));
        break;
      }
      case 'autolink':
        // Inside a link's text an address is only words: the link around it is where it goes.
        push(form.text, linkOf(style) === undefined ? { href: form.text } : {});
        break;
    }
  }
  push(decodeEntities(text.slice(at)));
  return mergeRuns(runs);
}

type Form =
  | { kind: 'escape' | 'code' | 'bold' | 'italic' | 'autolink'; text: string; end: number }
  | { kind: 'link'; text: string; address: string; end: number };

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** The inline form starting at `p`, if one does; `end` is just past it. */
function formAt(text: string, p: number, k: Markers): Form | null {
  const n = text.length;
  const c = text[p];
  const next = text[p + 1];
  if (c === '\\') {
    return next !== undefined && ASCII_PUNCTUATION.test(next) ? { kind: 'escape', text: next, end: p + 2 } : null;
  }
  if (c === '`') {
    const close = k.backtick(p + 1);
    return close >= p + 2 ? { kind: 'code', text: text.slice(p + 1, close), end: close + 1 } : null;
  }
  if (c === '*' || c === '_') {
    // `_` opens only outside a word.
    if (c === '_' && p > 0 && isWordChar(text.charCodeAt(p - 1))) return null;
    if (next === c && p + 2 < n && !isSpace(text.charCodeAt(p + 2))) {
      const close = c === '*' ? k.boldStar(p + 3) : k.boldUnderscore(p + 3);
      if (close >= 0) return { kind: 'bold', text: text.slice(p + 2, close), end: close + 2 };
    }
    if (next === undefined || next === c || isSpace(next.charCodeAt(0))) return null;
    // No marker of its kind inside, so only the next one can close it; it must follow a non-space
    // (and, for `_`, not run on into a word).
    const close = c === '*' ? k.star(p + 1) : k.underscore(p + 1);
    if (close < 0 || isSpace(text.charCodeAt(close - 1))) return null;
    if (c === '_' && close + 1 < n && isWordChar(text.charCodeAt(close + 1))) return null;
    return { kind: 'italic', text: text.slice(p + 1, close), end: close + 1 };
  }
  if (c === '[') {
    const close = k.bracket(p + 1);
    if (close < p + 2 || text[close + 1] !== '(') return null;
    const from = close + 2;
    const stop = from < n ? k.parenOrSpace(from) : -1;
    if (stop <= from) return null;
    const link = { kind: 'link' as const, text: text.slice(p + 1, close), address: text.slice(from, stop) };
    if (text[stop] === ')') return { ...link, end: stop + 1 };
    // White space after the address: a quoted title, then ")".
    const quote = k.nonSpace(stop);
    if (quote < 0 || text[quote] !== '"') return null;
    const endQuote = k.quote(quote + 1);
    return endQuote >= 0 && text[endQuote + 1] === ')' ? { ...link, end: endQuote + 2 } : null;
  }
  if (c === '<') {
    const from = text.startsWith('https://', p + 1) ? p + 9 : text.startsWith('http://', p + 1) ? p + 8 : -1;
    if (from < 0 || from >= n) return null;
    const close = k.gtOrSpace(from);
    return close > from && text[close] === '>'
      ? { kind: 'autolink', text: text.slice(p + 1, close), end: close + 1 }
      : null;
  }
  return null;
}

/**
 * For every position of a text, where the next marker of each kind is (-1: none), built in one pass
 * from the end. Each table is made the first time it is asked for.
 */
class Markers {
  private readonly tables = new Map<string, Int32Array>();

  constructor(private readonly text: string) {}

  backtick = (from: number) => this.find('`', from, (t, i) => t.charCodeAt(i) === 0x60);
  star = (from: number) => this.find('*', from, (t, i) => t.charCodeAt(i) === 0x2a);
  underscore = (from: number) => this.find('_', from, (t, i) => t.charCodeAt(i) === 0x5f);
  bracket = (from: number) => this.find(']', from, (t, i) => t.charCodeAt(i) === 0x5d);
  quote = (from: number) => this.find('"', from, (t, i) => t.charCodeAt(i) === 0x22);
  nonSpace = (from: number) => this.find('S', from, (t, i) => !isSpace(t.charCodeAt(i)));
  parenOrSpace = (from: number) =>
    this.find(')s', from, (t, i) => t.charCodeAt(i) === 0x29 || isSpace(t.charCodeAt(i)));
  gtOrSpace = (from: number) => this.find('>s', from, (t, i) => t.charCodeAt(i) === 0x3e || isSpace(t.charCodeAt(i)));
  /** `**` that is not the start of `***`. */
  boldStar = (from: number) => this.find('**', from, (t, i) => t.startsWith('**', i) && t.charCodeAt(i + 2) !== 0x2a);
  /** `__` not followed by a word character. */
  boldUnderscore = (from: number) =>
    this.find('__', from, (t, i) => t.startsWith('__', i) && !(i + 2 < t.length && isWordChar(t.charCodeAt(i + 2))));

  private find(key: string, from: number, is: (text: string, i: number) => boolean): number {
    const text = this.text;
    if (from >= text.length) return -1;
    let table = this.tables.get(key);
    if (!table) {
      table = new Int32Array(text.length + 1);
      let next = -1;
      table[text.length] = -1;
      for (let i = text.length - 1; i >= 0; i--) {
        if (is(text, i)) next = i;
        table[i] = next;
      }
      this.tables.set(key, table);
    }
    return table[from]!;
  }
}

/** A run with only the styles that are on, so runs compare and print without `false` noise. */
function styled(text: string, style: Style): InlineRun {
  const run: InlineRun = { text };
  if (style.bold) run.bold = true;
  if (style.italic) run.italic = true;
  if (style.code) run.code = true;
  if (style.href !== undefined) run.href = style.href;
  else if (style.unfollowed !== undefined) run.unfollowed = style.unfollowed;
  return run;
}

const sameStyle = (a: InlineRun, b: InlineRun) =>
  Boolean(a.bold) === Boolean(b.bold) &&
  Boolean(a.italic) === Boolean(b.italic) &&
  Boolean(a.code) === Boolean(b.code) &&
  a.href === b.href &&
  a.unfollowed === b.unfollowed;

/** Neighbours with the same style become one run: fewer objects in the documents, fewer tags in html. */
export function mergeRuns(runs: readonly InlineRun[]): InlineRun[] {
  const merged: InlineRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && sameStyle(last, run)) last.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}

/** The address a run links to, followed or not. */
export function linkOf(run: Style): string | undefined {
  return run.href ?? run.unfollowed;
}

/**
 * Runs for a medium that cannot hold links or a code face (plain text, Word, PDF): a link becomes its
 * text then its address in brackets (unless the text already is the address), code becomes plain
 * text; only bold and italic remain.
 */
export function plainRuns(runs: readonly InlineRun[]): InlineRun[] {
  const out: InlineRun[] = [];
  for (let i = 0; i < runs.length;) {
    const address = linkOf(runs[i]!);
    let end = i + 1;
    while (address !== undefined && end < runs.length && linkOf(runs[end]!) === address) end++;
    const group = runs.slice(i, end);
    for (const r of group) out.push(styled(r.text, { bold: r.bold, italic: r.italic }));
    if (address !== undefined && runsText(group) !== address) {
      // The address takes the style the whole link text has (that of the markup around the link).
      const bold = group.every((r) => r.bold);
      const italic = group.every((r) => r.italic);
      out.push(styled(` (${address})`, { bold, italic }));
    }
    i = end;
  }
  return mergeRuns(out);
}

/** The words of some runs, without styling (headings, tests). */
export function runsText(runs: readonly InlineRun[]): string {
  return runs.map((r) => r.text).join('');
}
