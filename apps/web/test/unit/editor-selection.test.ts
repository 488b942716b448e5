import type { FindMatch } from '@scriptloom/transcript';
import { describe, expect, it } from 'vitest';
import { groupMatches, matchCountText, NO_RANGES } from '../../src/features/editor/find/match-groups';
import { isCommented, pieces } from '../../src/features/editor/paragraphs/paragraph-marks';
import { orderWords, selectionCharRange, selectionRefs, wordRef } from '../../src/features/editor/input/selection';
import { commentAnchor, describeSelection, selectedWordsText } from '../../src/features/editor/input/selection-actions';
import { buildWordIndex } from '../../src/shared/playback/word-index';

const word = (text: string) => ({ text, start: 0, end: 0, confidence: 1, is_removed: false });
const snippet = (id: string, texts: string[]) => ({
  id,
  start: 0,
  start_timestamp: '0:00:00',
  end: 0,
  end_timestamp: '0:00:00',
  speaker: 'A',
  words: texts.map(word),
  comments: [],
});
const snippets = [
  snippet('a', ['Hello', 'big', 'world.']),
  snippet('b', ['Microsoft', 'Teams']),
  snippet('c', ['Bye.']),
];
const index = buildWordIndex(snippets);

describe('selection to words', () => {
  it('maps global word indices to paragraph and word', () => {
    expect(wordRef(index, 0)).toEqual({ paragraph: 0, word: 0 });
    expect(wordRef(index, 4)).toEqual({ paragraph: 1, word: 1 });
    expect(wordRef(index, 99)).toBeNull();
    expect(orderWords(4, 1)).toEqual({ start: 1, end: 4 });
    expect(selectionRefs(index, { start: 1, end: 3 })).toEqual({
      from: { paragraph: 0, word: 1 },
      to: { paragraph: 1, word: 0 },
    });
  });

  it('gives character offsets inside one paragraph only', () => {
    const offsets = [
      { start: 0, end: 5 },
      { start: 6, end: 9 },
      { start: 10, end: 16 },
    ];
    expect(selectionCharRange(index, { start: 1, end: 2 }, offsets)).toEqual({ paragraph: 0, start: 6, end: 16 });
    expect(selectionCharRange(index, { start: 2, end: 3 }, offsets)).toBeNull();
  });

  it('describes what the toolbar can do with a selection', () => {
    const first = describeSelection({ start: 0, end: 1, text: 'Hello big' }, index, snippets);
    expect(first).toMatchObject({ canSplit: false, canComment: true, entityPhrase: 'Hello big' });
    const across = describeSelection({ start: 2, end: 4, text: '' }, index, snippets);
    expect(across).toMatchObject({ canSplit: true, canComment: false, entityPhrase: 'world. Microsoft Teams' });
    // A selection starting with a space cannot become an entity (docs/product.md#entities).
    expect(describeSelection({ start: 3, end: 4, text: ' Microsoft Teams' }, index, snippets)?.entityPhrase).toBeNull();
    expect(selectedWordsText(snippets, { paragraph: 0, word: 2 }, { paragraph: 1, word: 0 })).toBe('world.\nMicrosoft');
  });

  it('anchors a comment at character offsets of the paragraph text', () => {
    expect(commentAnchor(snippets[0]!, { paragraph: 0, word: 1 }, { paragraph: 0, word: 2 })).toEqual({
      start_pos: 6,
      end_pos: 16,
      highlighted_text: 'big world.',
    });
  });
});

describe('find match marks', () => {
  const matches: FindMatch[] = [
    { target: 'transcript', paragraph: 0, start: 0, end: 5, firstWord: 0, lastWord: 0 },
    { target: 'transcript', paragraph: 2, start: 0, end: 3, firstWord: 0, lastWord: 0 },
    { target: 'summary', start: 2, end: 4 },
    { target: 'chapter', chapter: 1, start: 0, end: 1 },
  ];

  it('groups matches by paragraph and keeps unchanged groups identical', () => {
    const first = groupMatches(matches);
    expect(first.transcript.get(0)).toEqual([{ start: 0, end: 5 }]);
    expect(first.summary).toEqual([{ start: 2, end: 4 }]);
    expect(first.chapters.get(1)).toEqual([{ start: 0, end: 1 }]);
    const second = groupMatches(
      [matches[0]!, { target: 'transcript', paragraph: 2, start: 1, end: 3, firstWord: 0, lastWord: 0 }],
      first,
    );
    expect(second.transcript.get(0)).toBe(first.transcript.get(0));
    expect(second.transcript.get(2)).not.toBe(first.transcript.get(2));
    expect(second.summary).toBe(NO_RANGES);
  });

  it('cuts a word where matches begin and end', () => {
    expect(pieces('other', { start: 10, end: 15 }, [{ start: 11, end: 14 }], null)).toEqual([
      { text: 'o', match: 'none' },
      { text: 'the', match: 'match' },
      { text: 'r', match: 'none' },
    ]);
    expect(pieces('big', { start: 6, end: 9 }, [{ start: 0, end: 16 }], { start: 0, end: 16 })).toEqual([
      { text: 'big', match: 'current' },
    ]);
    expect(pieces('big', { start: 6, end: 9 }, [{ start: 0, end: 5 }], null)).toEqual([{ text: 'big', match: 'none' }]);
  });

  it('marks words under a comment and counts matches', () => {
    const comments = [
      { id: 'c', comment: 'x', start_pos: 6, end_pos: 9, highlighted_text: 'big', created_by: { first_name: 'E' } },
    ];
    expect(isCommented({ start: 6, end: 9 }, comments)).toBe(true);
    expect(isCommented({ start: 10, end: 16 }, comments)).toBe(false);
    expect(matchCountText(2, 12)).toBe('3 of 12');
    expect(matchCountText(-1, 0)).toBe('0 of 0');
  });
});
