import { formatClock } from '@scriptloom/transcript';
import type { ExportDocument, ExportParagraph } from '../model.js';
import { markdownToText } from './markdown-plain.js';
import { clockOf, oneLine } from './time.js';

/**
 * Plain text: the title, the parts asked for (each under its name), then the transcript, one
 * paragraph per block: `[hh:mm:ss] Speaker: text` as the speakers and timestamps options say.
 */
export function renderTxt(doc: ExportDocument): string {
  const blocks: string[] = [];
  const title = oneLine(doc.title);
  if (title) blocks.push(title);
  const { summary, chapters, quotes, keywords, show_notes } = doc.parts;
  const { speakers, timestamps } = doc.options;
  const section = (name: string, body: string) => blocks.push(`${name}\n${'-'.repeat(name.length)}\n${body}`);

  if (summary)
    section(
      'Summary',
      [summary.headline ? oneLine(summary.headline) : null, summary.abstract.trim()].filter(Boolean).join('\n\n'),
    );
  if (chapters) section('Chapters', chapters.map((c) => `${clockOf(c.timestamp)} ${oneLine(c.summary)}`).join('\n'));
  if (quotes) {
    section(
      'Quotes',
      quotes
        .map((q) => {
          const by = [speakers ? oneLine(q.speaker) : '', timestamps ? `(${formatClock(q.start)})` : ''].filter(
            Boolean,
          );
          return `“${oneLine(q.text)}”${by.length ? ` — ${by.join(' ')}` : ''}`;
        })
        .join('\n\n'),
    );
  }
  if (keywords) section('Keywords', keywords.map(oneLine).join(', '));
  if (show_notes) section('Show notes', markdownToText(show_notes));

  const paragraphs = doc.paragraphs.map((p) => txtParagraph(p, speakers, timestamps));
  // The transcript gets its own heading only when something else came before it.
  if (blocks.length > (title ? 1 : 0) && paragraphs.length > 0) section('Transcript', paragraphs.join('\n\n'));
  else blocks.push(...paragraphs);
  return blocks.length > 0 ? `${blocks.join('\n\n')}\n` : '';
}

function txtParagraph(p: ExportParagraph, speakers: boolean, timestamps: boolean): string {
  const time = timestamps ? `[${p.timestamp}] ` : '';
  const speaker = speakers ? `${oneLine(p.speaker)}: ` : '';
  return `${time}${speaker}${p.text}`;
}
