import {
  EMPTY_CONTENTS,
  EMPTY_PROCESSED_DATA,
  type GeneratedContents,
  type ProcessedData,
  type Snippet,
} from '@scriptloom/contracts';
import type { FileRow, TranscriptRow } from '@scriptloom/db';
import type { EntityGroups, InsightContext, InsightSource } from '@scriptloom/insights';
import { IGNORED_ENTITY_TYPE } from '@scriptloom/transcript';

/** The GPE entity type is not used (docs/product.md#entities): it is never stored, shown or given to a writer. */
export function withoutIgnoredEntities(entities: EntityGroups): EntityGroups {
  return Object.fromEntries(Object.entries(entities).filter(([type]) => type !== IGNORED_ENTITY_TYPE));
}

/**
 * processed_data as stored, with any field a document written before that field existed lacks
 * (stored JSON was validated on its way in, so it is trusted).
 */
export function storedProcessedData(row: Pick<TranscriptRow, 'processed_data'>): ProcessedData {
  const data = { ...EMPTY_PROCESSED_DATA, ...(row.processed_data as Partial<ProcessedData> | null) };
  return { ...data, entities: withoutIgnoredEntities(data.entities) };
}

export function storedContents(row: Pick<TranscriptRow, 'contents'>): GeneratedContents {
  return { ...EMPTY_CONTENTS, ...(row.contents as Partial<GeneratedContents> | null) };
}

/** What every engine reads: the transcript as it is now, with a person's edits. */
export function insightSource(file: FileRow, row: TranscriptRow): InsightSource {
  return { title: file.title, durationSec: file.duration_sec, snippets: row.snippets as Snippet[] };
}

/** The stored results of other kinds (possibly edited by a person), which writers build on. */
export function insightContext(row: TranscriptRow): InsightContext {
  const data = storedProcessedData(row);
  const contents = storedContents(row);
  return {
    summary: data.abstract !== null ? { abstract: data.abstract, headline: data.headline ?? '' } : null,
    chapters: data.insights,
    keywords: data.keywords,
    entities: data.entities,
    quotes: contents.quotes,
  };
}
