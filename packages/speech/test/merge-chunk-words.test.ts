import { describe, expect, it } from 'vitest';
import { mergeChunkWords, type ChunkWords } from '../src/merge-chunk-words.js';
import type { RecognizedWord } from '../src/types.js';

const word = (text: string, start: number, end: number): RecognizedWord => ({ text, start, end, confidence: 0.9 });

/** Two chunks cut at 20 s, each reaching 3 s into the other. */
function twoChunks(left: RecognizedWord[], right: RecognizedWord[]): ChunkWords[] {
  return [
    { core: { start: 0, end: 20 }, reach: { start: 0, end: 23 }, words: left },
    { core: { start: 20, end: 40 }, reach: { start: 17, end: 40 }, words: right },
  ];
}
const texts = (words: RecognizedWord[]) => words.map((w) => w.text);

describe('mergeChunkWords', () => {
  it('joins chunks without overlap in time order', () => {
    const merged = mergeChunkWords([
      { core: { start: 0, end: 10 }, reach: { start: 0, end: 10 }, words: [word('one', 1, 1.5), word('two', 9, 9.6)] },
      {
        core: { start: 10, end: 20 },
        reach: { start: 10, end: 20 },
        words: [word('three', 10.2, 11), word('four', 19.5, 20)],
      },
    ]);
    expect(texts(merged)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('takes each word of an overlap from the chunk where it lies farther from the edge', () => {
    const merged = mergeChunkWords(
      twoChunks(
        // The left chunk's last words, heard near its end, are garbled; so are the right's first.
        [word('early', 10, 10.5), word('before', 18, 18.6), word('after', 21, 21.5), word('garble', 22.6, 23)],
        [word('grumble', 17, 17.4), word('bifore', 18, 18.6), word('after', 21, 21.5), word('late', 30, 30.5)],
      ),
    );
    expect(texts(merged)).toEqual(['early', 'before', 'after', 'late']);
    expect(merged.find((w) => w.text === 'after')).toEqual(word('after', 21, 21.5));
  });

  it('keeps once a word both chunks put on their own side of the cut', () => {
    // The left reads it as ending before the cut's middle, the right as starting after.
    const merged = mergeChunkWords(
      twoChunks([word('a', 18, 18.5), word('seam', 19.6, 20.3)], [word('seem', 19.8, 20.4), word('b', 21, 21.5)]),
    );
    expect(texts(merged)).toEqual(['a', 'seem', 'b']); // the right's reading lies deeper in its chunk
  });

  it('brings back a word each chunk put on the other side of the cut', () => {
    const merged = mergeChunkWords(
      twoChunks([word('a', 18, 18.5), word('lost', 19.8, 20.4)], [word('lost', 19.6, 20.3), word('b', 21, 21.5)]),
    );
    expect(texts(merged)).toEqual(['a', 'lost', 'b']);
    expect(merged).toHaveLength(3);
  });

  it('keeps two different words that merely meet at the cut', () => {
    const merged = mergeChunkWords(
      twoChunks(
        [word('big', 19.4, 19.95), word('dog', 20.0, 20.5)],
        [word('big', 19.4, 19.95), word('dog', 20.0, 20.5)],
      ),
    );
    expect(texts(merged)).toEqual(['big', 'dog']);
  });

  it('keeps the last chunk’s word that ends exactly at the end of the file', () => {
    const merged = mergeChunkWords(twoChunks([], [word('end', 40, 40)]));
    expect(texts(merged)).toEqual(['end']);
  });
});
