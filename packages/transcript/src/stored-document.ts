import {
  EMPTY_CONTENTS,
  EMPTY_PROCESSED_DATA,
  type GeneratedContents,
  type ProcessedData,
  type Snippet,
  type Speaker,
} from '@scriptloom/contracts';
import { IGNORED_ENTITY_TYPE } from './edit/entities.js';

/**
 * processed_data as the database holds it: a document written before a field existed lacks that
 * field. Only `readStoredTranscript` turns it into a ProcessedData.
 */
export type StoredProcessedData = Partial<ProcessedData>;

/** The generated contents as the database holds them; the same holds as for processed_data. */
export type StoredContents = Partial<GeneratedContents>;

/** The JSON columns of a transcript row, as the database types them. */
export interface StoredTranscript {
  snippets: Snippet[];
  speakers: Speaker[];
  processed_data: StoredProcessedData;
  contents: StoredContents;
}

/** A row (or part of one) with its stored documents in the shape every reader works with. */
export type ReadTranscript<T> = {
  [K in keyof T]: K extends 'processed_data' ? ProcessedData : K extends 'contents' ? GeneratedContents : T[K];
};

/** The GPE entity type is not used (docs/product.md#entities): it is never stored, shown or given to a writer. */
export function withoutIgnoredEntities<T extends Record<string, string[]>>(entities: T): T {
  if (!(IGNORED_ENTITY_TYPE in entities)) return entities;
  const { [IGNORED_ENTITY_TYPE]: _dropped, ...kept } = entities;
  return kept as T;
}

const PROCESSED_FIELDS = Object.keys(EMPTY_PROCESSED_DATA) as (keyof ProcessedData)[];
const CONTENT_FIELDS = Object.keys(EMPTY_CONTENTS) as (keyof GeneratedContents)[];

/**
 * Every field present (a missing one takes its empty value) and no GPE entities. A document that
 * needs neither comes back as the same object, so an edit that leaves processed_data alone is seen
 * to leave it alone and does not write it again.
 */
function readProcessedData(stored: StoredProcessedData | null): ProcessedData {
  if (stored && PROCESSED_FIELDS.every((field) => field in stored)) {
    const complete = stored as ProcessedData;
    const entities = withoutIgnoredEntities(complete.entities);
    return entities === complete.entities ? complete : { ...complete, entities };
  }
  const filled = { ...EMPTY_PROCESSED_DATA, ...stored };
  return { ...filled, entities: withoutIgnoredEntities(filled.entities) };
}

function readContents(stored: StoredContents | null): GeneratedContents {
  if (stored && CONTENT_FIELDS.every((field) => field in stored)) return stored as GeneratedContents;
  return { ...EMPTY_CONTENTS, ...stored };
}

/**
 * The one reader of stored transcript JSON: whichever of the row's columns were read come back with
 * processed_data and contents normalised (see readProcessedData), everything else as it is. Stored
 * documents were validated on their way in (pipeline, saves, insight results), so they are trusted.
 */
export function readStoredTranscript<T extends Partial<StoredTranscript>>(row: T): ReadTranscript<T> {
  const read: Record<string, unknown> = { ...row };
  if ('processed_data' in row) read.processed_data = readProcessedData(row.processed_data ?? null);
  if ('contents' in row) read.contents = readContents(row.contents ?? null);
  return read as ReadTranscript<T>;
}

/** Snippets kept as the stored JSON text (for a worker thread), parsed where they are used. */
export const parseStoredSnippets = (json: string): Snippet[] => JSON.parse(json) as Snippet[];

/** processed_data before any insight is written: what the last pipeline stage stores. */
export function emptyProcessedData(fields: { speakers: Speaker[]; duration: number | null }): ProcessedData {
  return { ...EMPTY_PROCESSED_DATA, speakers: fields.speakers, duration: fields.duration };
}
