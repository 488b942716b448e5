export * from './common.js';
export * from './user.js';
export * from './auth.js';
export * from './system.js';
export * from './messages.js';
export * from './transcript.js';
export * from './files.js';
export * from './editor.js';
