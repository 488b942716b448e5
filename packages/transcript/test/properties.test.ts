import type { Snippet } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  findMatches,
  mergeWithNext,
  mergeWithPrevious,
  paragraphText,
  realignParagraph,
  replaceAll,
  replaceMatch,
  setParagraphText,
  splitAtWord,
  strikeRange,
  syntheticTranscript,
  type WordRef,
} from '../src/index.js';
import { counter, expectTimesConsistent, seeded, wordCount } from './helpers.js';

type Rng = ReturnType<typeof seeded>;

const randomRef = (snippets: readonly Snippet[], r: Rng): WordRef => {
  const paragraph = r.int(snippets.length);
  return { paragraph, word: r.int(snippets[paragraph]!.words.length) };
};

/** Indices of paragraphs that are not the same object in `after` as in `before` (same length). */
const changedIndices = (before: readonly Snippet[], after: readonly Snippet[]) =>
  after.flatMap((s, i) => (s === before[i] ? [] : [i]));

const allWords = (snippets: readonly Snippet[]) => snippets.flatMap((s) => s.words);

describe('random edits on a synthetic transcript', () => {
  it('200 strikes, splits and merges keep words, times and untouched paragraphs', () => {
    const r = seeded(42);
    let snippets = syntheticTranscript({ words: 3000, seed: 5 }).snippets;
    const words = allWords(snippets).map((w) => [w.text, w.start, w.end, w.confidence]);
    const newId = counter('prop');
    let splits = 0;
    let merges = 0;
    for (let step = 0; step < 200; step++) {
      const before = snippets;
      const kind = r.int(3);
      if (kind === 0) {
        const a = randomRef(before, r);
        const b = randomRef(before, r);
        snippets = strikeRange(before, a, b, r.int(3) === 0 ? undefined : r.int(2) === 0);
        expect(snippets).toHaveLength(before.length);
        const [lo, hi] = [Math.min(a.paragraph, b.paragraph), Math.max(a.paragraph, b.paragraph)];
        for (const i of changedIndices(before, snippets)) {
          expect(i).toBeGreaterThanOrEqual(lo);
          expect(i).toBeLessThanOrEqual(hi);
        }
      } else if (kind === 1) {
        const paragraph = r.int(before.length);
        const length = before[paragraph]!.words.length;
        if (length < 2) continue;
        const word = 1 + r.int(length - 1);
        snippets = splitAtWord(before, paragraph, word, newId);
        splits++;
        expect(snippets).toHaveLength(before.length + 1);
        expect(snippets.slice(0, paragraph)).toEqual(before.slice(0, paragraph));
        snippets.slice(0, paragraph).forEach((s, i) => expect(s).toBe(before[i]));
        snippets.slice(paragraph + 2).forEach((s, i) => expect(s).toBe(before[paragraph + 1 + i]));
        // Merging straight back restores the words exactly, under the new first id.
        const back = mergeWithNext(snippets, paragraph);
        expect(back[paragraph]!.words).toEqual(before[paragraph]!.words);
        expect(back[paragraph]!.id).toBe(snippets[paragraph]!.id);
      } else {
        if (before.length < 2) continue;
        const paragraph = 1 + r.int(before.length - 1);
        snippets = r.int(2) ? mergeWithPrevious(before, paragraph) : mergeWithNext(before, paragraph - 1);
        merges++;
        expect(snippets).toHaveLength(before.length - 1);
        expect(snippets[paragraph - 1]!.id).toBe(before[paragraph - 1]!.id);
        expect(snippets[paragraph - 1]!.speaker).toBe(before[paragraph - 1]!.speaker);
        snippets.slice(paragraph).forEach((s, i) => expect(s).toBe(before[paragraph + 1 + i]));
      }
      expect(wordCount(snippets)).toBe(3000);
      expectTimesConsistent(snippets);
    }
    expect(splits).toBeGreaterThan(30);
    expect(merges).toBeGreaterThan(30);
    // Strikes aside, the words are the ones we started with, in order.
    expect(allWords(snippets).map((w) => [w.text, w.start, w.end, w.confidence])).toEqual(words);
  });

  it('realign with unchanged text is the identity, and a random word edit touches only its region', () => {
    const r = seeded(7);
    const { snippets } = syntheticTranscript({ words: 4000, seed: 9 });
    for (let step = 0; step < 200; step++) {
      const p = snippets[r.int(snippets.length)]!;
      expect(realignParagraph(p, paragraphText(p))).toBe(p);
      const tokens = p.words.map((w) => w.text);
      const at = r.int(tokens.length);
      const op = r.int(3);
      if (op === 0) tokens[at] = 'zzz';
      else if (op === 1) tokens.splice(at, 1);
      else tokens.splice(at, 0, 'zzz', 'yyy');
      const after = realignParagraph(p, tokens.join(' '));
      expect(after.words.map((w) => w.text)).toEqual(tokens);
      // Every word that is not new is the original object, in the original order.
      const kept = after.words.filter((w) => w.text !== 'zzz' && w.text !== 'yyy');
      kept.forEach((w) => expect(p.words).toContain(w));
      expect(kept.length).toBe(op === 0 || op === 1 ? p.words.length - 1 : p.words.length);
      expectTimesConsistent([after]);
      expect(after.id).toBe(p.id);
    }
  });

  it('a one-word change in a 25,000-word transcript changes no other word', () => {
    const { snippets, speakers } = syntheticTranscript({ words: 25_000, seed: 3 });
    const index = Math.floor(snippets.length / 2);
    const p = snippets[index]!;
    const text = paragraphText(p).split(' ');
    text[5] = 'changed';
    const t0 = performance.now();
    const after = setParagraphText(snippets, index, text.join(' '));
    expect(performance.now() - t0).toBeLessThan(200);
    expect(changedIndices(snippets, after)).toEqual([index]);
    const before = allWords(snippets);
    const now = allWords(after);
    expect(now).toHaveLength(before.length);
    const differing = now.flatMap((w, i) =>
      w.start !== before[i]!.start || w.end !== before[i]!.end || w.confidence !== before[i]!.confidence ? [i] : [],
    );
    const changedAt = before.indexOf(p.words[5]!);
    // The new word takes the old one's times; only its confidence (now 1) can differ.
    expect(differing.filter((i) => i !== changedAt)).toEqual([]);
    expect(now[changedAt]).toMatchObject({ text: 'changed', start: p.words[5]!.start, end: p.words[5]!.end });

    // Replacing a match the same way leaves the other paragraphs identical.
    const doc = { snippets, speakers, summary: null, chapters: [] };
    const match = findMatches(doc, `\\b${p.words[5]!.text}\\b`).find(
      (m) => m.target === 'transcript' && m.paragraph === index,
    )!;
    const replaced = replaceMatch(doc, match, `\\b${p.words[5]!.text}\\b`, 'swapped');
    expect(changedIndices(snippets, replaced.snippets)).toEqual([index]);
  });

  it('replaceAll then findMatches finds nothing left, counts agree, and non-matching paragraphs keep identity', () => {
    const { snippets, speakers } = syntheticTranscript({ words: 3000, seed: 4 });
    const doc = { snippets, speakers, summary: 'sarah met michael in london', chapters: [] };
    // [pattern, how many words each match spans]
    for (const [find, span] of [
      ['sarah', 1],
      ['london|paris', 1],
      ['\\w+ing', 1],
      ['new (\\w+)', 2],
    ] as const) {
      const matches = findMatches(doc, find);
      const { doc: after, replaced } = replaceAll(doc, find, 'QQ');
      expect(replaced).toBeGreaterThan(1);
      expect(replaced).toBe(matches.length);
      expect(findMatches(after, find)).toEqual([]);
      const hit = new Set(matches.flatMap((m) => (m.target === 'transcript' ? [m.paragraph] : [])));
      expect(changedIndices(snippets, after.snippets).sort((a, b) => a - b)).toEqual([...hit].sort((a, b) => a - b));
      const transcriptMatches = matches.filter((m) => m.target === 'transcript').length;
      expect(wordCount(after.snippets)).toBe(3000 - (span - 1) * transcriptMatches);
    }
  });
});
