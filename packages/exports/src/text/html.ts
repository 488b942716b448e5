import { formatClock } from '@scriptloom/transcript';
import type { ExportDocument, ExportParagraph } from '../model.js';
import { escapeHtml as h } from './html-escape.js';
import { markdownToHtml } from './markdown-html.js';
import { clockOf, oneLine } from './time.js';

const STYLE = `body{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2328;background:#fff}
h1{font-size:1.8rem;line-height:1.25}h2{margin-top:2rem;border-bottom:1px solid #d0d7de;padding-bottom:.3rem}
.meta{color:#59636e;font-size:.875rem;margin-right:.5rem}.speaker{font-weight:600;margin-right:.5rem}
.paragraph{margin:0 0 1rem}blockquote{margin:0 0 1rem;padding-left:1rem;border-left:3px solid #d0d7de;color:#424a53}
ol.chapters{list-style:none;padding:0}@media print{body{margin:0;max-width:none}}`;

/**
 * A complete, standalone web page: every piece of text escaped (a transcript may say anything,
 * including markup), parts as sections, each paragraph a `<p>` with speaker and time spans.
 */
export function renderHtml(doc: ExportDocument): string {
  const title = oneLine(doc.title) || 'Transcript';
  const body: string[] = [`<h1>${h(title)}</h1>`];
  const { summary, chapters, quotes, keywords, show_notes } = doc.parts;
  const { speakers, timestamps } = doc.options;

  if (summary) {
    body.push('<section class="summary">', '<h2>Summary</h2>');
    if (summary.headline) body.push(`<p><strong>${h(oneLine(summary.headline))}</strong></p>`);
    body.push(
      ...summary.abstract
        .trim()
        .split(/\n\s*\n/)
        .map((para) => `<p>${h(para.trim()).replace(/\n/g, '<br>')}</p>`),
    );
    body.push('</section>');
  }
  if (chapters) {
    body.push('<section class="chapters">', '<h2>Chapters</h2>', '<ol class="chapters">');
    for (const c of chapters) {
      body.push(`<li><span class="meta">${h(clockOf(c.timestamp))}</span> ${h(oneLine(c.summary))}</li>`);
    }
    body.push('</ol>', '</section>');
  }
  if (quotes) {
    body.push('<section class="quotes">', '<h2>Quotes</h2>');
    for (const q of quotes) {
      const by = [speakers ? h(oneLine(q.speaker)) : '', timestamps ? h(formatClock(q.start)) : ''].filter(Boolean);
      body.push(
        `<blockquote><p>${h(oneLine(q.text))}</p>${by.length ? `<footer>— ${by.join(', ')}</footer>` : ''}</blockquote>`,
      );
    }
    body.push('</section>');
  }
  if (keywords) {
    body.push(
      '<section class="keywords">',
      '<h2>Keywords</h2>',
      `<p>${keywords.map((k) => h(oneLine(k))).join(', ')}</p>`,
      '</section>',
    );
  }
  if (show_notes)
    body.push('<section class="show-notes">', '<h2>Show notes</h2>', markdownToHtml(show_notes, 2), '</section>');

  if (doc.paragraphs.length > 0) {
    body.push('<section class="transcript">', '<h2>Transcript</h2>');
    for (const p of doc.paragraphs) body.push(htmlParagraph(p, speakers, timestamps));
    body.push('</section>');
  }

  return [
    '<!doctype html>',
    `<html lang="${h(doc.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${h(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function htmlParagraph(p: ExportParagraph, speakers: boolean, timestamps: boolean): string {
  const speaker = speakers ? `<span class="speaker">${h(oneLine(p.speaker))}</span> ` : '';
  const time = timestamps
    ? `<span class="meta"><time datetime="${isoDuration(p.start)}">${h(p.timestamp)}</time></span> `
    : '';
  return `<p class="paragraph" id="p-${h(p.id)}">${speaker}${time}${h(p.text)}</p>`;
}

/** A time offset as an html `datetime` duration (PT1H2M3S). */
function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `PT${Math.floor(total / 3600)}H${Math.floor((total % 3600) / 60)}M${total % 60}S`;
}
