export * from './types.js';
export * from './config.js';
export * from './create-insights-engine.js';
export type { Sentence } from './text/sentence.js';
