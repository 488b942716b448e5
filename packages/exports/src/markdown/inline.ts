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

// One alternative per inline form; at a position the first that matches wins. Escapes cover all
// ASCII punctuation (as in CommonMark), so whatever escapeMarkdown wrote reads back as written.
// `__` and `_` only count outside words, so snake_case_name stays a name. The `s` flag lets bold
// and italics run across the line breaks of a paragraph.
const INLINE =
  /\\([!-/:-@[-`{-~])|`([^`]+)`|\*\*(?=\S)(.+?)\*\*(?!\*)|(?<!\w)__(?=\S)(.+?)__(?![\w_])|\*(?=[^\s*])([^*]*?[^\s*]|[^\s*])\*|(?<!\w)_(?=[^\s_])([^_]*?[^\s_]|[^\s_])_(?!\w)|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)|<(https?:\/\/[^>\s]+)>/gs;

const FOLLOWED = /^(?:https?:\/\/|mailto:)/i;

/** Reads inline markdown into runs; `style` is what the surrounding markup already applies. */
export function parseInline(text: string, style: Style = {}): InlineRun[] {
  const runs: InlineRun[] = [];
  const push = (t: string, extra: Style = {}) => {
    if (t) runs.push(styled(t, { ...style, ...extra }));
  };
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index;
    push(text.slice(at, index));
    at = index + m[0].length;
    const [, escaped, code, bold1, bold2, italic1, italic2, linkText, linkUrl, autolink] = m;
    if (escaped !== undefined) push(escaped);
    else if (code !== undefined) push(code, { code: true });
    else if (bold1 !== undefined || bold2 !== undefined)
      runs.push(...parseInline((bold1 ?? bold2)!, { ...style, bold: true }));
    else if (italic1 !== undefined || italic2 !== undefined)
      runs.push(...parseInline((italic1 ?? italic2)!, { ...style, italic: true }));
    else if (linkText !== undefined && linkUrl !== undefined) {
      const link = FOLLOWED.test(linkUrl) ? { href: linkUrl } : { unfollowed: linkUrl };
      runs.push(...parseInline(linkText, { ...style, ...link }));
    } else if (autolink !== undefined) {
      // Inside a link's text an address is only words: the link around it is where it goes.
      push(autolink, linkOf(style) === undefined ? { href: autolink } : {});
    }
  }
  push(text.slice(at));
  return mergeRuns(runs);
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
