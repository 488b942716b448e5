import { parseMarkdownBlocks, type MarkdownBlock } from '../markdown/blocks.js';
import type { InlineRun } from '../markdown/inline.js';
import { escapeHtml } from './html-escape.js';

/**
 * Markdown to html for the show notes: headings (demoted by `demote` levels so they sit under the
 * section's own heading), nested lists, block quotes, paragraphs, bold, italics, code and http(s) or
 * mailto links. Every piece of text is escaped; raw html in the markdown is shown as text, never
 * passed through.
 */
export function markdownToHtml(markdown: string, demote = 0): string {
  return blocksHtml(parseMarkdownBlocks(markdown), demote);
}

function blocksHtml(blocks: readonly MarkdownBlock[], demote: number): string {
  const out: string[] = [];
  for (let i = 0; i < blocks.length;) {
    const block = blocks[i]!;
    if (block.type === 'list-item') {
      // Consecutive items make up the lists (nested ones included) of one stretch of html.
      let end = i + 1;
      while (blocks[end]?.type === 'list-item') end++;
      out.push(listsHtml(blocks.slice(i, end) as ListItem[]));
      i = end;
      continue;
    }
    switch (block.type) {
      case 'heading': {
        const level = Math.min(6, block.level + demote);
        out.push(`<h${level}>${runsHtml(block.runs)}</h${level}>`);
        break;
      }
      case 'paragraph':
        out.push(`<p>${runsHtml(block.runs)}</p>`);
        break;
      case 'quote':
        out.push(`<blockquote>${blocksHtml(block.blocks, demote)}</blockquote>`);
        break;
    }
    i++;
  }
  return out.join('\n');
}

type ListItem = Extract<MarkdownBlock, { type: 'list-item' }>;

/**
 * Flat items with depths as nested `<ul>`/`<ol>`: a deeper item opens a list inside the item before
 * it; a change of kind at the same depth starts another list, as the parser numbered it.
 */
function listsHtml(items: readonly ListItem[]): string {
  let html = '';
  // The lists still open, outermost first; each has an open <li> once its first item is written.
  const open: { depth: number; ordered: boolean }[] = [];
  const closeList = () => {
    const list = open.pop()!;
    html += `</li></${list.ordered ? 'ol' : 'ul'}>`;
  };
  for (const item of items) {
    while (open.length > 0 && open[open.length - 1]!.depth > item.depth) closeList();
    const top = open[open.length - 1];
    if (top && top.depth === item.depth && top.ordered !== item.ordered) closeList();
    const current = open[open.length - 1];
    if (current && current.depth === item.depth) html += '</li>';
    else {
      // Numbers start above 1 when something (a code block, say) split one list in two.
      const start = item.ordered && item.number !== 1 ? ` start="${item.number}"` : '';
      html += item.ordered ? `<ol${start}>` : '<ul>';
      open.push({ depth: item.depth, ordered: item.ordered });
    }
    html += `<li>${runsHtml(item.runs)}`;
  }
  while (open.length > 0) closeList();
  return html;
}

interface Wrapper {
  key: string;
  open: string;
  close: string;
}

const STRONG: Wrapper = { key: 'strong', open: '<strong>', close: '</strong>' };
const EM: Wrapper = { key: 'em', open: '<em>', close: '</em>' };
const CODE: Wrapper = { key: 'code', open: '<code>', close: '</code>' };

/** The elements around a run, outermost first: a link holds its styled text, code sits innermost. */
function wrappersOf(run: InlineRun): Wrapper[] {
  const wrappers: Wrapper[] = [];
  if (run.href !== undefined) {
    const href = escapeHtml(run.href);
    wrappers.push({ key: `a ${run.href}`, open: `<a href="${href}" rel="noopener noreferrer">`, close: '</a>' });
  } else if (run.unfollowed !== undefined) {
    // A link that is not followed is shown as it was written, so the reader still sees where it went.
    wrappers.push({ key: `[ ${run.unfollowed}`, open: '[', close: `](${escapeHtml(run.unfollowed)})` });
  }
  if (run.bold) wrappers.push(STRONG);
  if (run.italic) wrappers.push(EM);
  if (run.code) wrappers.push(CODE);
  return wrappers;
}

/**
 * Runs as escaped html. Elements shared by neighbouring runs stay open across them, so a link with a
 * bold word in it is one <a>, and the tags always nest properly.
 */
function runsHtml(runs: readonly InlineRun[]): string {
  let html = '';
  const open: Wrapper[] = [];
  for (const run of runs) {
    const wanted = wrappersOf(run);
    let keep = 0;
    while (keep < open.length && keep < wanted.length && open[keep]!.key === wanted[keep]!.key) keep++;
    while (open.length > keep) html += open.pop()!.close;
    for (const w of wanted.slice(keep)) {
      html += w.open;
      open.push(w);
    }
    html += escapeHtml(run.text).replace(/\n/g, '<br>');
  }
  while (open.length > 0) html += open.pop()!.close;
  return html;
}
