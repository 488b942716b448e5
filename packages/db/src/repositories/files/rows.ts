import type { files } from '../../schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
export type { TranscriptHeadRow, TranscriptRow, TranscriptTextRow } from '../transcript-document/columns.js';

/** The statuses of a file the pipeline is still working on. */
export const IN_FLIGHT = ['queued', 'processing'] as const;
