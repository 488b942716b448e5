import { z } from 'zod';
import { ProcessedData } from './files.js';
import { Snippet, Speaker } from './transcript.js';

/**
 * Version history of a transcript document (docs/product.md#version-history): every save keeps a
 * snapshot of what it wrote, and any snapshot can be restored as the current document.
 */

/**
 * What wrote a snapshot. `original`: the document processing wrote, kept before the first save
 * replaced it. `earlier`: a document the history did not hold yet (saved before history was kept,
 * or written again by processing), kept before a save replaced it. The rest name the save.
 */
export const TRANSCRIPT_SAVE_KINDS = [
  'original',
  'earlier',
  'edit',
  'replace_all',
  'speakers',
  'comments',
  'restore',
] as const;
export const TranscriptSaveKind = z.enum(TRANSCRIPT_SAVE_KINDS);
export type TranscriptSaveKind = z.infer<typeof TranscriptSaveKind>;

export const VERSION_HISTORY = {
  /** Snapshots kept per file, the original included; the oldest others go first. */
  keep: 50,
  /**
   * Saves of one kind by one person within this long of the snapshot's first save update it
   * instead of adding another: the editor autosaves every few seconds.
   */
  coalesceMinutes: 10,
} as const;

/** One line of the history. */
export const TranscriptVersionItem = z.object({
  id: z.string(),
  version: z.number().int(),
  saved_at: z.string(),
  /** Null when processing wrote it or the account no longer exists. */
  saved_by_name: z.string().nullable(),
  kind: TranscriptSaveKind,
  /** Words not struck out. */
  word_count: z.number().int(),
});
export type TranscriptVersionItem = z.infer<typeof TranscriptVersionItem>;

/** `GET /v1/up/versions/{id}`: newest first, with the document's current version. */
export const TranscriptVersionList = z.object({
  current_version: z.number().int().nullable(),
  versions: z.array(TranscriptVersionItem),
});
export type TranscriptVersionList = z.infer<typeof TranscriptVersionList>;

/** The parts of processed_data a person edits, and so the parts a snapshot keeps. */
export const EditableProcessedData = ProcessedData.pick({
  abstract: true,
  insights: true,
  keywords: true,
  entities: true,
});
export type EditableProcessedData = z.infer<typeof EditableProcessedData>;

/** `GET /v1/up/versions/{id}/{versionId}`: one snapshot's document, as the editor reads a document. */
export const TranscriptVersionDoc = TranscriptVersionItem.extend({
  transcript: z.array(Snippet),
  speakers: z.array(Speaker),
  processed_data: EditableProcessedData,
});
export type TranscriptVersionDoc = z.infer<typeof TranscriptVersionDoc>;

/**
 * `POST /v1/up/versions/{id}/{versionId}/restore`: `version` is the document version the caller
 * holds (409 VERSION_CONFLICT when stale, like every write). Answers `TranscriptDocResponse`.
 */
export const RestoreVersionRequest = z.object({ version: z.number().int() });
export type RestoreVersionRequest = z.infer<typeof RestoreVersionRequest>;

export const VersionMessages = {
  restored: 'Version restored',
} as const;
