/*
 * The database schema, one file per concern; drizzle-kit reads it from here (drizzle.config.ts).
 */
export * from './accounts.js';
export * from './billing.js';
export * from './system.js';
export * from './files.js';
export * from './transcripts.js';
export * from './generated.js';
export * from './workflows.js';
export * from './members.js';
export * from './feeds.js';
export * from './publications.js';
export * from './review-links.js';
