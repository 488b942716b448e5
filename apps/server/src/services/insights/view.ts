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
import type { FileRow, InsightRunRow, TranscriptRow } from '@scriptloom/db';
import { readStoredTranscript } from '@scriptloom/transcript';

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
 */
export function runsView(
  rows: InsightRunRow[],
  data: ProcessedData,
  contents: GeneratedContents,
  at: Date,
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
      };
    }
    const done = hasResult(kind, data, contents);
    return {
      kind,
      status: done ? 'processed' : 'failed',
      error: done ? null : NOT_GENERATED,
      engine: null,
      updated_at: at.toISOString(),
    };
  });
}

export function insightsView(
  file: FileRow,
  transcript: TranscriptRow,
  runs: InsightRunRow[],
  engine: InsightEngineName,
): InsightsResponse {
  const { processed_data: data, contents } = readStoredTranscript({
    processed_data: transcript.processed_data,
    contents: transcript.contents,
  });
  return {
    id: file.id,
    engine,
    runs: runsView(runs, data, contents, transcript.updated_at),
    processed_data: data,
    contents,
    transcript_version: transcript.version,
  };
}
