import {
  INSIGHT_KINDS,
  type GeneratedContents,
  type InsightEngineName,
  type InsightKind,
  type InsightRun,
  type InsightsResponse,
  type ProcessedData,
  type RunStatus,
} from '@scriptloom/contracts';
import type { FileRow, InsightRunRow, TranscriptHeadRow, TranscriptRow } from '@scriptloom/db';
import { readStoredTranscript, sourceFingerprint, withCurrentSpeakers } from '@scriptloom/transcript';
import { isOutOfDate } from './out-of-date.js';
import { storedResultHash } from './result-hash.js';

/** Whether a kind has a stored result, for files written before runs existed. */
function hasResult(kind: InsightKind, data: ProcessedData, contents: GeneratedContents): boolean {
  switch (kind) {
    case 'summary':
      return Boolean(data.abstract);
    case 'chapters':
      return data.insights.length > 0;
    case 'keywords':
      return data.keywords.length > 0;
    case 'entities':
      return Object.keys(data.entities).length > 0;
    case 'quotes':
      return contents.quotes.length > 0;
    case 'show_notes':
    case 'tweet':
    case 'caption':
      return contents[kind] !== null;
  }
}

const NOT_GENERATED = 'Not generated for this file yet. Regenerate to write it.';

/**
 * One run per kind, in the product's order. A kind without a run row (a file transcribed before
 * insights existed) reads as processed when it has a stored result, and otherwise as failed with
 * a message that says how to get it, so the page neither waits forever nor hides it.
 *
 * Each run also says whether its stored result is out of date against the transcript fingerprinted
 * `current`, and whether a person has edited it (docs/product.md#out-of-date-content).
 */
export function runsView(
  rows: InsightRunRow[],
  data: ProcessedData,
  contents: GeneratedContents,
  at: Date,
  current: string,
): InsightRun[] {
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return INSIGHT_KINDS.map((kind): InsightRun => {
    const row = byKind.get(kind);
    if (row) {
      return {
        kind,
        status: row.status as RunStatus,
        error: row.error,
        engine: (row.engine as InsightEngineName | null) ?? null,
        updated_at: row.updated_at.toISOString(),
        stale: isOutOfDate(kind, row.source_fingerprint, current),
        edited: row.result_hash !== null && row.result_hash !== storedResultHash(kind, data, contents),
      };
    }
    const done = hasResult(kind, data, contents);
    return {
      kind,
      status: done ? 'processed' : 'failed',
      error: done ? null : NOT_GENERATED,
      engine: null,
      updated_at: at.toISOString(),
      stale: false,
      edited: false,
    };
  });
}

/** The runs of a stored transcript, its fingerprint taken once (one pass over its words). */
export function runsOfTranscript(transcript: TranscriptRow, runs: InsightRunRow[]): InsightRun[] {
  const { processed_data: data, contents } = readStoredTranscript({
    processed_data: transcript.processed_data,
    contents: transcript.contents,
  });
  return runsView(runs, data, contents, transcript.updated_at, sourceFingerprint(transcript.snippets));
}

/**
 * What the insights answer needs of a transcript's words, which is all it needs of them: the
 * fingerprint its runs are compared with, and who speaks when (for the quotes' current speakers).
 * Small next to the words, and the same for every read of one version, so it is kept by version.
 */
export interface SourceFacts {
  fingerprint: string;
  /** Each paragraph's [start, end, speaker], in order. */
  spans: [number, number, string][];
}

export function sourceFacts(snippets: TranscriptRow['snippets']): SourceFacts {
  return {
    fingerprint: sourceFingerprint(snippets),
    spans: snippets.map((s) => [s.start, s.end, s.speaker]),
  };
}

export function insightsView(
  file: FileRow,
  transcript: TranscriptHeadRow,
  facts: SourceFacts,
  runs: InsightRunRow[],
  engine: InsightEngineName,
): InsightsResponse {
  const spans = facts.spans.map(([start, end, speaker]) => ({ start, end, speaker }));
  const { processed_data: data, contents } = readStoredTranscript({
    processed_data: transcript.processed_data,
    contents: transcript.contents,
  });
  return {
    id: file.id,
    engine,
    runs: runsView(runs, data, contents, transcript.updated_at, facts.fingerprint),
    processed_data: data,
    // Quotes keep the names they were written with; the answer gives the current ones.
    contents: { ...contents, quotes: withCurrentSpeakers(contents.quotes, spans) },
    transcript_version: transcript.version,
  };
}
