export * from './timestamps.js';
export * from './speakers.js';
export * from './build-snippets.js';
export * from './edit/api-stubs.js';
