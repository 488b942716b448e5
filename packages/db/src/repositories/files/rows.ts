import type { files, transcripts } from '../../schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
export type TranscriptRow = typeof transcripts.$inferSelect;
/** A transcript row with its snippets as the JSON text stored, not parsed (see withTranscriptTextForUser). */
export type TranscriptTextRow = Omit<TranscriptRow, 'snippets'> & { snippets_json: string };

/** The statuses of a file the pipeline is still working on. */
export const IN_FLIGHT = ['queued', 'processing'] as const;
