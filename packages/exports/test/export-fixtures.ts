import { ExportOptions, type ExportQuery, type Snippet, type Word } from '@scriptloom/contracts';
import { formatTimestamp, syntheticTranscript } from '@scriptloom/transcript';
import type { ExportSource } from '../src/model.js';

/** A word at [start, end), struck when `removed`. */
export function w(text: string, start: number, end: number, removed = false): Word {
  return { text, start, end, confidence: 0.9, is_removed: removed };
}

export function snippet(id: string, speaker: string, words: Word[]): Snippet {
  const start = words[0]?.start ?? 0;
  const end = words.at(-1)?.end ?? 0;
  return {
    id,
    speaker,
    words,
    start,
    end,
    start_timestamp: formatTimestamp(start),
    end_timestamp: formatTimestamp(end),
    comments: [],
  };
}

/**
 * A small interview: "Speaker 1" was renamed "Alice Doe" in the editor, her second turn was split
 * into two paragraphs, one word is struck, and one paragraph has only struck words.
 */
export function smallSource(overrides: Partial<ExportSource> = {}): ExportSource {
  return {
    id: 'file-1',
    title: 'Episode 7: Ideas & Tools',
    durationSec: 95,
    snippets: [
      snippet('p1', 'Alice Doe', [
        w('Welcome', 1, 1.4),
        w('um', 1.5, 1.7, true),
        w('to', 1.8, 1.9),
        w('the', 1.9, 2),
        w('show.', 2, 2.5),
      ]),
      snippet('p2', 'Speaker 2', [
        w('Thanks', 3.2, 3.6),
        w('for', 3.6, 3.8),
        w('having', 3.8, 4.1),
        w('me.', 4.1, 4.4),
      ]),
      snippet('p3', 'Speaker 2', [w('uh', 5, 5.2, true), w('hmm', 5.3, 5.5, true)]),
      snippet('p4', 'Alice Doe', [
        w('So,', 65, 65.3),
        w('what', 65.4, 65.6),
        w('brings', 65.6, 66),
        w('you?', 66, 66.4),
      ]),
      snippet('p5', 'Alice Doe', [w('Tell', 70, 70.3), w('us', 70.3, 70.5), w('everything.', 70.5, 71.2)]),
    ],
    speakers: [{ name: 'Alice Doe' }, { name: 'Speaker 2' }],
    processed: {
      abstract: 'Alice welcomes her guest and asks what brings them.',
      headline: 'A warm welcome',
      insights: [
        { summary: 'Welcome', timestamp: '0:00:01' },
        { summary: 'Why the guest came', timestamp: '0:01:05' },
      ],
      keywords: ['welcome', 'guest'],
      speakers: [{ name: 'Alice Doe' }, { name: 'Speaker 2' }],
      entities: { GPE: ['Paris'] },
      duration: 95,
      qa_research: null,
    },
    contents: {
      quotes: [{ text: 'Thanks for having me.', speaker: 'Speaker 2', start: 3.2, end: 4.4, timestamp: '0:00:03' }],
      show_notes: '# Saved notes\n\n- edited by hand\n',
      tweet: null,
      caption: null,
    },
    version: 3,
    ...overrides,
  };
}

/** Export options as the route parses them from a query string. */
export function opts(query: Partial<ExportQuery> & Pick<ExportQuery, 'format'>): ExportOptions {
  return ExportOptions.parse(query);
}

/** A synthetic transcript of `words` words as an export source, with no insights. */
export function syntheticSource(words: number, speakers = 3): ExportSource {
  const { snippets, speakers: list } = syntheticTranscript({ words, speakers, seed: 7 });
  return {
    id: 'synthetic',
    title: 'Synthetic',
    durationSec: snippets.at(-1)?.end ?? 0,
    snippets,
    speakers: list,
    processed: {
      abstract: null,
      headline: null,
      insights: [],
      keywords: [],
      speakers: list,
      entities: {},
      duration: null,
      qa_research: null,
    },
    contents: { quotes: [], show_notes: null, tweet: null, caption: null },
    version: 1,
  };
}
