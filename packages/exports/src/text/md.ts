import { formatClock } from '@scriptloom/transcript';
import type { ExportDocument, ExportParagraph } from '../model.js';
import { escapeMarkdown as md } from './markdown-escape.js';
import { safeMarkdown } from './markdown-safe.js';
import { clockOf, oneLine } from './time.js';

/**
 * Markdown: `# Title`, the parts asked for as `##` sections, then the transcript with
 * `**Speaker** (hh:mm:ss)` above each paragraph. Text from the transcript and the parts is escaped,
 * so a word such as `*`, `#1` or `<b>` shows as said; the show notes are markdown already and keep
 * their formatting, with html and links to anything but web and mail addresses made inert
 * (`safeMarkdown`) and their headings moved two levels down to sit under their section.
 */
export function renderMd(doc: ExportDocument): string {
  const blocks: string[] = [];
  const title = oneLine(doc.title);
  if (title) blocks.push(`# ${md(title)}`);
  const { summary, chapters, quotes, keywords, show_notes } = doc.parts;
  const { speakers, timestamps } = doc.options;

  if (summary) {
    blocks.push('## Summary');
    if (summary.headline) blocks.push(`**${md(oneLine(summary.headline))}**`);
    blocks.push(md(summary.abstract.trim()));
  }
  if (chapters) {
    blocks.push(
      '## Chapters',
      chapters.map((c) => `- ${md(`${clockOf(c.timestamp)} ${oneLine(c.summary)}`)}`).join('\n'),
    );
  }
  if (quotes) {
    blocks.push('## Quotes');
    for (const q of quotes) {
      const by = [speakers ? md(oneLine(q.speaker)) : '', timestamps ? `(${formatClock(q.start)})` : ''].filter(
        Boolean,
      );
      blocks.push(`> ${md(oneLine(q.text))}${by.length ? `\n>\n> — ${by.join(' ')}` : ''}`);
    }
  }
  if (keywords) blocks.push('## Keywords', md(keywords.map(oneLine).join(', ')));
  if (show_notes) blocks.push('## Show notes', demoteHeadings(safeMarkdown(show_notes.trim()), 2));

  if (doc.paragraphs.length > 0) {
    blocks.push('## Transcript');
    for (const p of doc.paragraphs) blocks.push(mdParagraph(p, speakers, timestamps));
  }
  return blocks.length > 0 ? `${blocks.join('\n\n')}\n` : '';
}

function mdParagraph(p: ExportParagraph, speakers: boolean, timestamps: boolean): string {
  const head = [speakers ? `**${md(oneLine(p.speaker))}**` : '', timestamps ? `(${p.timestamp})` : ''].filter(Boolean);
  // Two trailing spaces make the heading line a hard line break inside the same paragraph.
  return head.length > 0 ? `${head.join(' ')}  \n${md(p.text)}` : md(p.text);
}

/** ATX headings `#` .. `######` moved down `by` levels (at most level 6); code fences left alone. */
function demoteHeadings(markdown: string, by: number): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return line;
      return line.replace(
        /^( {0,3})(#{1,6})(?=\s|$)/,
        (_, indent: string, hashes: string) => `${indent}${'#'.repeat(Math.min(6, hashes.length + by))}`,
      );
    })
    .join('\n');
}
