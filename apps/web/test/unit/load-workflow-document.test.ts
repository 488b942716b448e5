import type { DetailsResponse, Snippet, TranscriptPageResponse } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  loadWorkflowDocument,
  TRANSCRIPT_KEPT_CHANGING,
  type DocumentReads,
  type LoadProgress,
} from '../../src/features/workflows/transcript/load-document';

const para = (i: number): Snippet => ({
  id: `p${i}`,
  start: i,
  start_timestamp: '0:00:00',
  end: i + 1,
  end_timestamp: '0:00:00',
  speaker: 'Ann',
  words: [{ text: `w${i}`, start: i, end: i + 0.5, confidence: 1, is_removed: false }],
  comments: [],
});

/** A server holding `count` paragraphs at `version`, answering as the routes do (25 first, pages of `pageSize`). */
function server(count: number, { pageSize = 1000 } = {}) {
  const held = { version: 4, paragraphs: Array.from({ length: count }, (_, i) => para(i)) };
  const calls: string[] = [];
  const details = (): DetailsResponse =>
    ({
      es_doc: { id: 'w1', transcript: held.paragraphs.slice(0, 25), transcript_version: held.version },
      fb_doc: { id: 'w1' },
    }) as unknown as DetailsResponse;
  const reads: DocumentReads = {
    opening: async () => {
      calls.push('opening');
      return details();
    },
    page: async (start): Promise<TranscriptPageResponse> => {
      calls.push(`page ${start}`);
      return {
        snippets: held.paragraphs.slice(start, start + pageSize),
        total: held.paragraphs.length,
        start,
        version: held.version,
      };
    },
  };
  return { held, calls, reads };
}

describe("loading a workflow's transcript in pages", () => {
  it('takes a short transcript from the details alone', async () => {
    const { reads, calls } = server(12);
    const doc = await loadWorkflowDocument(reads);
    expect(doc.es_doc.transcript.map((s) => s.id)).toEqual(Array.from({ length: 12 }, (_, i) => `p${i}`));
    expect(calls).toEqual(['opening']);
  });

  it('reads the rest page after page, showing what is here as it comes', async () => {
    const { reads, calls } = server(2600);
    const seen: LoadProgress[] = [];
    const doc = await loadWorkflowDocument(reads, (p) => seen.push(p));
    expect(doc.es_doc.transcript).toHaveLength(2600);
    expect(doc.es_doc.transcript.at(-1)!.id).toBe('p2599');
    expect(calls).toEqual(['opening', 'page 25', 'page 1025', 'page 2025']);
    expect(seen.map((p) => [p.details.es_doc.transcript.length, p.total])).toEqual([
      [25, null],
      [1025, 2600],
      [2025, 2600],
    ]);
  });

  it('asks once more for a transcript of exactly 25 paragraphs, which may have more', async () => {
    const { reads, calls } = server(25);
    expect((await loadWorkflowDocument(reads)).es_doc.transcript).toHaveLength(25);
    expect(calls).toEqual(['opening', 'page 25']);
  });

  it('starts again when a save moves the version between pages, and gives up after three tries', async () => {
    const { reads, held, calls } = server(1500);
    let saves = 1;
    const moving: DocumentReads = {
      opening: reads.opening,
      page: async (start) => {
        const answer = await reads.page(start);
        // Someone saves (adding a paragraph) while the first page is on its way.
        if (saves-- > 0) {
          held.version += 1;
          held.paragraphs = [...held.paragraphs, para(held.paragraphs.length)];
          return { ...answer, version: held.version };
        }
        return answer;
      },
    };
    const doc = await loadWorkflowDocument(moving);
    expect(doc.es_doc.transcript).toHaveLength(1501);
    expect(doc.es_doc.transcript_version).toBe(5);
    expect(calls).toEqual(['opening', 'page 25', 'opening', 'page 25', 'page 1025']);

    saves = 10;
    await expect(loadWorkflowDocument(moving)).rejects.toThrow(TRANSCRIPT_KEPT_CHANGING);
  });
});
