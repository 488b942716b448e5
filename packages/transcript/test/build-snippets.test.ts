import { describe, expect, it } from 'vitest';
import { buildSnippets, formatClock, formatTimestamp, type LabelledWord } from '../src/index.js';

let n = 0;
const ids = () => `id-${n++}`;
const w = (text: string, start: number, end: number, speaker = 'Speaker 1'): LabelledWord => ({
  text,
  start,
  end,
  confidence: 0.9,
  speaker,
});

describe('formatTimestamp', () => {
  it.each([
    [0, '0:00:00'],
    [59.9, '0:00:59'],
    [61, '0:01:01'],
    [3600, '1:00:00'],
    [3 * 3600 + 25 * 60 + 7.5, '3:25:07'],
    [-4, '0:00:00'],
    [Number.NaN, '0:00:00'],
  ])('%s s is %s', (sec, text) => expect(formatTimestamp(sec)).toBe(text));

  it('formats clock time with two-digit hours', () => expect(formatClock(3725)).toBe('01:02:05'));
});

describe('buildSnippets', () => {
  it('breaks a long punctuated paragraph after a sentence end, not at a pause inside a sentence', () => {
    // 70 words at 0.3 s each; a 0.6 s pause after word 62 (mid-sentence), a sentence end at word 65.
    const words = Array.from({ length: 70 }, (_, i) => {
      const start = i * 0.3 + (i > 62 ? 0.6 : 0);
      return w(i === 65 ? 'end.' : 'word', start, start + 0.25);
    });
    const snippets = buildSnippets(words, { newId: ids });
    expect(snippets.map((s) => s.words.length)).toEqual([66, 4]);
    expect(snippets[0]!.words.at(-1)!.text).toBe('end.');
  });

  it('starts a paragraph at every change of speaker and keeps word times', () => {
    const words = [w('hello', 0, 0.4), w('there', 0.5, 0.9), w('hi', 1.0, 1.2, 'Speaker 2'), w('again', 1.3, 1.7)];
    const snippets = buildSnippets(words, { newId: ids });
    expect(snippets.map((s) => [s.speaker, s.words.map((x) => x.text).join(' ')])).toEqual([
      ['Speaker 1', 'hello there'],
      ['Speaker 2', 'hi'],
      ['Speaker 1', 'again'],
    ]);
    expect(snippets[1]).toMatchObject({ start: 1.0, end: 1.2, start_timestamp: '0:00:01', end_timestamp: '0:00:01' });
    expect(snippets[0]!.words[1]).toEqual({ text: 'there', start: 0.5, end: 0.9, confidence: 0.9, is_removed: false });
  });

  it('breaks at a long silence within one speaker', () => {
    const snippets = buildSnippets([w('one', 0, 0.5), w('two', 3, 3.4)], { newId: ids });
    expect(snippets).toHaveLength(2);
    expect(snippets[1]!.start_timestamp).toBe('0:00:03');
  });

  it('breaks a long paragraph at the next short pause, and never beyond the hard limit', () => {
    const words: LabelledWord[] = [];
    for (let i = 0; i < 100; i++) words.push(w(`w${i}`, i * 0.3, i * 0.3 + 0.25));
    // a 0.6 s pause after word 70
    for (let i = 71; i < 100; i++) {
      words[i]!.start += 0.6;
      words[i]!.end += 0.6;
    }
    const snippets = buildSnippets(words, { newId: ids, softMaxWords: 60, hardMaxWords: 150 });
    expect(snippets.map((s) => s.words.length)).toEqual([71, 29]);
    const flat = buildSnippets(
      Array.from({ length: 400 }, (_, i) => w(`x${i}`, i * 0.3, i * 0.3 + 0.29)),
      { newId: ids, hardMaxWords: 150 },
    );
    expect(flat.map((s) => s.words.length)).toEqual([150, 150, 100]);
  });

  it('skips empty words, gives unique ids and handles no words', () => {
    const snippets = buildSnippets([w('a', 0, 1), w(' ', 1, 1.1), w('b', 1.2, 1.5)]);
    expect(snippets[0]!.words.map((x) => x.text)).toEqual(['a', 'b']);
    expect(snippets[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(buildSnippets([])).toEqual([]);
  });
});
