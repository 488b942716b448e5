import type { GeneratedContents, InsightKind, ProcessedData } from '@scriptloom/contracts';
import type { InsightPatch } from '@scriptloom/db';
import { hashText, readStoredTranscript, type StoredContents, type StoredProcessedData } from '@scriptloom/transcript';

/**
 * One kind's stored value as text in a fixed form. Objects are listed field by field and entity
 * types sorted, because jsonb gives keys back in its own order: the same value must always give the
 * same text, or every untouched result would read as edited.
 */
function canonicalValue(kind: InsightKind, data: ProcessedData, contents: GeneratedContents): string {
  switch (kind) {
    case 'summary':
      return JSON.stringify([data.abstract, data.headline]);
    case 'chapters':
      return JSON.stringify(data.insights.map((c) => [c.summary, c.timestamp]));
    case 'keywords':
      return JSON.stringify(data.keywords);
    case 'entities':
      return JSON.stringify(
        Object.keys(data.entities)
          .sort()
          .map((type) => [type, data.entities[type]]),
      );
    case 'quotes':
      return JSON.stringify(contents.quotes.map((q) => [q.text, q.speaker, q.start, q.end, q.timestamp]));
    case 'show_notes':
    case 'tweet':
    case 'caption':
      return JSON.stringify(contents[kind]);
  }
}

/** The hash of a kind's value as stored now (read through readStoredTranscript). */
export function storedResultHash(kind: InsightKind, data: ProcessedData, contents: GeneratedContents): string {
  return hashText(canonicalValue(kind, data, contents));
}

/**
 * The hash of what a finished kind writes, read from its patch the way the stored document is read
 * later, so an untouched result hashes the same then as now.
 */
export function patchResultHash(kind: InsightKind, patch: InsightPatch): string {
  const written = readStoredTranscript({
    processed_data: (patch.processed_data ?? {}) as StoredProcessedData,
    contents: (patch.contents ?? {}) as StoredContents,
  });
  return storedResultHash(kind, written.processed_data, written.contents);
}
