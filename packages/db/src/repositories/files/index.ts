/*
 * Files, by what is done with them: reading one (reads.ts), the dashboard (dashboard.ts), accepting
 * an upload and charging it (ingest.ts, minutes.ts), and the pipeline's stages (stage-leases.ts,
 * stage-results.ts). Workflows, which are files too, have their own repository (../workflows/).
 */
export type { FileRow, NewFile, TranscriptHeadRow, TranscriptRow, TranscriptTextRow } from './rows.js';
export * from './reads.js';
export * from './dashboard.js';
export * from './ingest.js';
export * from './stage-leases.js';
export * from './stage-results.js';
