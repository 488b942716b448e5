export * from './punctuate-words.js';
export { knownNames, vocabularySpellings, isLexiconName } from './known-names.js';
export { sentenceSpans, SENTENCE_PAUSE_SEC, MAX_SENTENCE_TOKENS, type SegmentToken } from './sentence-spans.js';
export { namesFromIntroductions, type SpokenWord } from './self-introductions.js';
export { afterLeadIns, greetingAt } from './address-cues.js';
