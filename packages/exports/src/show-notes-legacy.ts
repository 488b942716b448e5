import type { ExportParts } from './model.js';
import { escapeMarkdown } from './text/markdown-escape.js';
import { clockOf, oneLine } from './text/time.js';

/**
 * Show notes of the older export format (file version null): assembled at export time from the
 * summary, chapters, quotes and keywords, in markdown. Only what exists is written; null when none
 * of them exists, so the part is reported missing rather than exported empty.
 */
export function legacyShowNotes(
  parts: Pick<ExportParts, 'summary' | 'chapters' | 'quotes' | 'keywords'>,
): string | null {
  const blocks: string[] = [];
  if (parts.summary) {
    if (parts.summary.headline) blocks.push(`# ${escapeMarkdown(oneLine(parts.summary.headline))}`);
    blocks.push(escapeMarkdown(parts.summary.abstract.trim()));
  }
  if (parts.chapters?.length) {
    blocks.push(
      '## Chapters',
      parts.chapters.map((c) => `- ${escapeMarkdown(`${clockOf(c.timestamp)} ${oneLine(c.summary)}`)}`).join('\n'),
    );
  }
  if (parts.quotes?.length) {
    blocks.push(
      '## Quotes',
      parts.quotes
        .map((q) => {
          const by = oneLine(q.speaker);
          return `> ${escapeMarkdown(oneLine(q.text))}${by ? `\n> — ${escapeMarkdown(by)}` : ''}`;
        })
        .join('\n\n'),
    );
  }
  if (parts.keywords?.length) blocks.push('## Keywords', escapeMarkdown(parts.keywords.map(oneLine).join(', ')));
  return blocks.length > 0 ? `${blocks.join('\n\n')}\n` : null;
}
