import { ExportOptions, type ExportQuery, type Snippet } from '@scriptloom/contracts';
import { formatClock, syntheticTranscript } from '@scriptloom/transcript';
import type { ExportDocument, ExportParagraph, ExportParts } from '../../src/model.js';

/**
 * An ExportDocument built by hand (not with prepareExport), so the document renderers are tested on
 * exactly what they are given: struck words are dropped here unless the options keep them.
 */
export function documentFrom(
  snippets: Snippet[],
  options: Partial<ExportQuery> = {},
  extra: { title?: string; durationSec?: number | null; parts?: ExportParts; missingParts?: string[] } = {},
): ExportDocument {
  const parsed = ExportOptions.parse({ format: 'pdf', ...options });
  const paragraphs: ExportParagraph[] = [];
  for (const s of snippets) {
    const words = parsed.struck ? s.words : s.words.filter((w) => !w.is_removed);
    if (words.length === 0) continue;
    paragraphs.push({
      id: s.id,
      speaker: s.speaker,
      start: words[0]!.start,
      end: words[words.length - 1]!.end,
      timestamp: formatClock(words[0]!.start),
      words,
      text: words.map((w) => w.text).join(' '),
    });
  }
  const last = snippets[snippets.length - 1];
  return {
    id: 'file-1',
    title: extra.title ?? 'Weekly planning call',
    durationSec: extra.durationSec === undefined ? (last ? last.end + 1 : null) : extra.durationSec,
    options: parsed,
    paragraphs,
    speakers: [...new Set(paragraphs.map((p) => p.speaker))],
    parts: extra.parts ?? {},
    missingParts: extra.missingParts ?? [],
    media: { fileName: 'weekly-planning-call.mp3', kind: 'audio' },
    language: 'en',
  };
}

/** A transcript whose paragraphs are given as [speaker, start seconds, text]. */
export function snippetsOf(rows: [speaker: string, start: number, text: string][]): Snippet[] {
  return rows.map(([speaker, start, text], i) => {
    const words = text.split(' ').map((t, j) => ({
      text: t,
      start: start + j * 0.4,
      end: start + j * 0.4 + 0.3,
      confidence: 0.95,
      is_removed: false,
    }));
    const end = words[words.length - 1]!.end;
    return {
      id: `p${i}`,
      speaker,
      start,
      end,
      start_timestamp: formatClock(start),
      end_timestamp: formatClock(end),
      words,
      comments: [],
    };
  });
}

export function syntheticDocument(words: number, options: Partial<ExportQuery> = {}): ExportDocument {
  return documentFrom(syntheticTranscript({ words, speakers: 3, seed: 7 }).snippets, options);
}

/** Parts of every kind, with the characters that need escaping or care. */
export const SAMPLE_PARTS: ExportParts = {
  summary: {
    headline: 'Budget & hiring plans settled',
    abstract: 'The team agreed the Q3 budget.\n\nHiring starts in May.',
  },
  chapters: [
    { summary: 'Opening and agenda', timestamp: '0:00:00' },
    { summary: 'Budget review <draft>', timestamp: '0:12:30' },
  ],
  quotes: [{ text: 'We ship when it is ready', speaker: 'Maria', start: 65, end: 67, timestamp: '0:01:05' }],
  keywords: ['budget', 'hiring', 'roadmap'],
  show_notes:
    '# Episode notes\n\nWe talk about **the budget** and *hiring*.\n\n## Links\n\n- First point\n- Second [site](https://example.com)\n\n1. Step one\n2. Step two\n',
};
