export * from './filter.js';
export { PROFANITY_CLASSES, PROFANITY_WORDS } from './word-list.js';
