import { describe, expect, it } from 'vitest';
import { EMPTY_CONTENTS, EMPTY_PROCESSED_DATA, type InsightKind } from '@scriptloom/contracts';
import { isOutOfDate } from '../../src/services/insights/out-of-date.js';
import { patchResultHash, storedResultHash } from '../../src/services/insights/result-hash.js';
import { toPatch } from '../../src/services/insights/patches.js';

const WORDS_A = 'aaaaaaaaaaaaaaaa';
const WORDS_B = 'bbbbbbbbbbbbbbbb';
const TURNS_A = 'cccccccccccccccc';
const TURNS_B = 'dddddddddddddddd';

describe('isOutOfDate', () => {
  it('compares words and speakers for every kind and for articles', () => {
    for (const kind of ['summary', 'show_notes', 'tweet', 'article'] as const) {
      expect(isOutOfDate(kind, `${WORDS_A}-${TURNS_A}`, `${WORDS_A}-${TURNS_A}`)).toBe(false);
      expect(isOutOfDate(kind, `${WORDS_A}-${TURNS_A}`, `${WORDS_A}-${TURNS_B}`)).toBe(true);
      expect(isOutOfDate(kind, `${WORDS_A}-${TURNS_A}`, `${WORDS_B}-${TURNS_A}`)).toBe(true);
    }
  });

  it('compares only the words for quotes, which are shown with current speaker names', () => {
    expect(isOutOfDate('quotes', `${WORDS_A}-${TURNS_A}`, `${WORDS_A}-${TURNS_B}`)).toBe(false);
    expect(isOutOfDate('quotes', `${WORDS_A}-${TURNS_A}`, `${WORDS_B}-${TURNS_A}`)).toBe(true);
  });

  it('never marks content whose source was not recorded', () => {
    expect(isOutOfDate('summary', null, `${WORDS_A}-${TURNS_A}`)).toBe(false);
    expect(isOutOfDate('quotes', null, `${WORDS_A}-${TURNS_A}`)).toBe(false);
  });
});

const results: { [K in InsightKind]: unknown } = {
  summary: { abstract: 'About batteries.', headline: 'Batteries' },
  chapters: [{ summary: 'Start', timestamp: '0:00:00' }],
  keywords: ['battery', 'solar'],
  entities: { PERSON: ['Maya'], ORG: ['Northwind'], GPE: ['Lisbon'] },
  quotes: [{ text: 'Batteries get a second life.', speaker: 'Maya', start: 1.25, end: 3.5, timestamp: '0:00:01' }],
  show_notes: '## Notes',
  tweet: ['One post', 'Two posts'],
  caption: ['A caption'],
};

/** What reading the stored JSON back gives: jsonb lists object keys in its own order. */
function roundTrip(value: Record<string, unknown>): Record<string, unknown> {
  const reorder = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(reorder);
    if (v && typeof v === 'object') {
      const keys = Object.keys(v).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
      return Object.fromEntries(keys.map((k) => [k, reorder((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  return JSON.parse(JSON.stringify(reorder(value))) as Record<string, unknown>;
}

describe('result hashes', () => {
  it.each(Object.keys(results) as InsightKind[])(
    'of %s are the same written and read back, and differ once a person changes it',
    (kind) => {
      const patch = toPatch(kind, results[kind] as never);
      const processed = {
        ...EMPTY_PROCESSED_DATA,
        ...roundTrip(patch.processed_data ?? {}),
      } as typeof EMPTY_PROCESSED_DATA;
      const contents = { ...EMPTY_CONTENTS, ...roundTrip(patch.contents ?? {}) } as typeof EMPTY_CONTENTS;
      // GPE is dropped when stored and when read, so it never counts as an edit either.
      const stored = {
        ...processed,
        entities: Object.fromEntries(Object.entries(processed.entities).filter(([t]) => t !== 'GPE')),
      };
      expect(storedResultHash(kind, stored, contents)).toBe(patchResultHash(kind, patch));

      const edited =
        kind === 'summary' || kind === 'chapters' || kind === 'keywords' || kind === 'entities'
          ? storedResultHash(
              kind,
              { ...stored, abstract: 'Mine', insights: [], keywords: ['mine'], entities: {} },
              contents,
            )
          : storedResultHash(kind, stored, {
              ...contents,
              quotes: [],
              show_notes: 'Mine',
              tweet: 'Mine',
              caption: 'Mine',
            });
      expect(edited).not.toBe(patchResultHash(kind, patch));
    },
  );
});
