import type { FileRow, TranscriptRow } from '@scriptloom/db';
import type { InsightContext, InsightSource } from '@scriptloom/insights';
import { readStoredTranscript } from '@scriptloom/transcript';

/** What every engine reads: the transcript as it is now, with a person's edits, and the file's vocabulary. */
export function insightSource(file: FileRow, row: TranscriptRow): InsightSource {
  return { title: file.title, durationSec: file.duration_sec, snippets: row.snippets, vocabulary: file.vocabulary };
}

/** The stored results of other kinds (possibly edited by a person), which writers build on. */
export function insightContext(row: TranscriptRow): InsightContext {
  const { processed_data: data, contents } = readStoredTranscript({
    processed_data: row.processed_data,
    contents: row.contents,
  });
  return {
    summary: data.abstract !== null ? { abstract: data.abstract, headline: data.headline ?? '' } : null,
    chapters: data.insights,
    keywords: data.keywords,
    entities: data.entities,
    quotes: contents.quotes,
  };
}
