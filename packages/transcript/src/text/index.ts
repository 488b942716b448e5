export * from './words.js';
export * from './questions.js';
export * from './truecase.js';
export * from './lexicon.js';
