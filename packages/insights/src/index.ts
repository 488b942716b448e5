// The engines' internals (sentence building, truecasing, the local and llm implementations) stay
// inside the package: importing it must stay cheap (see create-insights-engine.ts).
export * from './types.js';
export * from './config.js';
export * from './create-insights-engine.js';
export type { Sentence } from './text/sentence.js';
