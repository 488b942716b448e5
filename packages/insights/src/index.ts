export * from './types.js';
export * from './config.js';
export * from './create-insights-engine.js';
export type { Sentence } from './text/sentence.js';
export { buildSentences, recaseSentences } from './text/build-sentences.js';
export { truecase, titleCaseName, sentenceText, type ProperNouns } from './text/truecase.js';
export { createLocalEngine } from './local/local-engine.js';
