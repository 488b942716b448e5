import type { InsightContext, InsightSource } from '../types.js';
import { mentionGroups } from './write/entities.js';
import { emptyTranscriptError, isEmptyInput, prepareInput } from './write/inputs.js';
import { mdText } from './write/text.js';

/**
 * Show notes in markdown, assembled from what was extracted (the local engine cannot write new
 * prose): the episode title and headline as headings, the abstract, then Chapters, Topics,
 * Mentioned and Highlights. A part whose input is empty is left out, heading included.
 */
export function writeShowNotes(source: InsightSource, context: InsightContext): string {
  const input = prepareInput(source, context);
  if (isEmptyInput(input)) throw emptyTranscriptError('show notes');

  const blocks: string[] = [];
  const title = input.title;
  const headline = input.headline;
  if (title && headline && title.toLowerCase() !== headline.toLowerCase()) {
    blocks.push(`# ${mdText(title)}`, `## ${mdText(headline)}`);
  } else if (headline || title) {
    blocks.push(`# ${mdText(headline || title)}`);
  }
  // Everything after the headings is content; headings alone are not show notes.
  const headingCount = blocks.length;
  if (input.abstract) blocks.push(mdText(input.abstract));

  if (input.chapters.length > 0) {
    blocks.push(
      '## Chapters',
      input.chapters.map((c) => `- ${c.timestamp ? `${mdText(c.timestamp)} — ` : ''}${mdText(c.summary)}`).join('\n'),
    );
  }

  if (input.keywords.length > 0) {
    blocks.push('## Topics', input.keywords.map(mdText).join(', '));
  }

  const mentioned = mentionGroups(input.entities);
  if (mentioned.length > 0) {
    blocks.push('## Mentioned', mentioned.map((g) => `- ${g.label}: ${g.phrases.map(mdText).join(', ')}`).join('\n'));
  }

  if (input.quotes.length > 0) {
    blocks.push(
      '## Highlights',
      input.quotes
        .map((q) => {
          const who = [q.speaker, q.timestamp].map((s) => s.trim()).filter(Boolean);
          return `> “${mdText(q.text)}”${who.length > 0 ? `\n> — ${who.map(mdText).join(', ')}` : ''}`;
        })
        .join('\n\n'),
    );
  }

  // Only places were mentioned (GPE is not listed), and nothing else was extracted.
  if (blocks.length === headingCount) throw emptyTranscriptError('show notes');
  return `${blocks.join('\n\n')}\n`;
}
