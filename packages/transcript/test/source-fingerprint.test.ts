import { describe, expect, it } from 'vitest';
import type { Snippet } from '@scriptloom/contracts';
import {
  fingerprintParts,
  hashText,
  renameSpeaker,
  setParagraphText,
  sourceFingerprint,
  splitAtWord,
  strikeRange,
  syntheticTranscript,
  TextHash,
} from '../src/index.js';
import { para } from './helpers.js';

const doc = (): Snippet[] => [
  para('welcome to the show', { id: 'a', speaker: 'Ana', start: 0 }),
  para('thanks for having me here', { id: 'b', speaker: 'Ben', start: 10 }),
  para('so tell us about batteries', { id: 'c', speaker: 'Ana', start: 20 }),
];
const parts = (snippets: Snippet[]) => fingerprintParts(sourceFingerprint(snippets))!;

describe('TextHash', () => {
  it('gives 16 hex digits, the same for the same text and different for different text', () => {
    expect(hashText('batteries')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashText('batteries')).toBe(hashText('batteries'));
    expect(hashText('batteries')).not.toBe(hashText('Batteries'));
    expect(hashText('')).not.toBe(hashText(' '));
  });

  it('tells pieces apart: ["ab", "c"] is not ["a", "bc"]', () => {
    const one = new TextHash().add('ab').end().add('c').end().digest();
    const two = new TextHash().add('a').end().add('bc').end().digest();
    expect(one).not.toBe(two);
    // Adding in steps is the same as adding at once.
    expect(new TextHash().add('ab').add('c').digest()).toBe(hashText('abc'));
  });

  it('spreads small changes over the whole digest (no two of 20,000 close texts share one)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) seen.add(hashText(`word ${i}`));
    expect(seen.size).toBe(20_000);
  });
});

describe('sourceFingerprint', () => {
  it('is two parts, words and speakers, and stable for the same document', () => {
    const fp = sourceFingerprint(doc());
    expect(fp).toMatch(/^[0-9a-f]{16}-[0-9a-f]{16}$/);
    expect(sourceFingerprint(doc())).toBe(fp);
    expect(fingerprintParts(fp)).toEqual({ words: fp.slice(0, 16), speakers: fp.slice(17) });
  });

  it('changes its words part when a word changes, and only that part', () => {
    const before = parts(doc());
    const after = parts(setParagraphText(doc(), 1, 'thanks for having us here'));
    expect(after.words).not.toBe(before.words);
    expect(after.speakers).toBe(before.speakers);
  });

  it('changes its words part when a word is struck out, as the engines leave struck words out', () => {
    const struck = strikeRange(doc(), { paragraph: 0, word: 0 }, { paragraph: 0, word: 0 });
    expect(parts(struck).words).not.toBe(parts(doc()).words);
  });

  it('changes its speakers part on a rename, and on giving a paragraph to someone else', () => {
    const before = parts(doc());
    const renamed = renameSpeaker(doc(), [{ name: 'Ana' }, { name: 'Ben' }], 'Ben', 'Bea').snippets;
    expect(parts(renamed)).toEqual({ words: before.words, speakers: expect.not.stringMatching(before.speakers) });
    const moved = doc().with(2, { ...doc()[2]!, speaker: 'Ben' });
    expect(parts(moved).speakers).not.toBe(before.speakers);
    expect(parts(moved).speakers).not.toBe(parts(renamed).speakers);
  });

  it('ignores timings, comments, paragraph ids, names nobody speaks and splits within one turn', () => {
    const fp = sourceFingerprint(doc());
    const shifted = doc().map((s) => ({
      ...s,
      id: `${s.id}-new`,
      start: s.start + 3,
      words: s.words.map((w) => ({ ...w, start: w.start + 3, end: w.end + 3, confidence: 0.5 })),
      comments: [
        { id: 'c', comment: 'x', start_pos: 0, end_pos: 1, highlighted_text: 'w', created_by: { first_name: 'A' } },
      ],
    }));
    expect(sourceFingerprint(shifted)).toBe(fp);
    expect(sourceFingerprint(splitAtWord(doc(), 1, 2))).toBe(fp);
    // A paragraph left with no words is nobody's turn.
    expect(sourceFingerprint([...doc(), { ...para('x', { speaker: 'Cy', start: 30 }), words: [] }])).toBe(fp);
  });

  it('tells a word moved to the next speaker apart from the same words said differently', () => {
    const a = [para('one two', { speaker: 'Ana' }), para('three', { speaker: 'Ben', start: 5 })];
    const b = [para('one', { speaker: 'Ana' }), para('two three', { speaker: 'Ben', start: 5 })];
    expect(parts(a).words).toBe(parts(b).words);
    expect(parts(a).speakers).not.toBe(parts(b).speakers);
  });

  it('reads nothing it cannot parse as a fingerprint', () => {
    expect(fingerprintParts('')).toBeNull();
    expect(fingerprintParts('abc')).toBeNull();
    expect(fingerprintParts('a-b-c')).toBeNull();
  });

  it('hashes a 25,000-word transcript in a few milliseconds', () => {
    const { snippets } = syntheticTranscript({ words: 25_000, seed: 7 });
    sourceFingerprint(snippets);
    const started = performance.now();
    const fp = sourceFingerprint(snippets);
    const ms = performance.now() - started;
    expect(fp).toMatch(/^[0-9a-f]{16}-[0-9a-f]{16}$/);
    // Generous: it measures about 1-3 ms; a loaded machine must not fail it for nothing.
    expect(ms).toBeLessThan(250);
  });
});
