import { describe, expect, it } from 'vitest';
import type { Snippet } from '@scriptloom/contracts';
import {
  kindLabel,
  previewParagraphs,
  savedByLabel,
  wordCountLabel,
} from '../../src/features/editor/versions/version-history';

const paragraph = (id: string, speaker: string, words: [string, boolean?][]): Snippet => ({
  id,
  start: 0,
  start_timestamp: '0:00:00',
  end: 1,
  end_timestamp: '0:00:01',
  speaker,
  words: words.map(([text, is_removed = false]) => ({ text, start: 0, end: 1, confidence: 1, is_removed })),
  comments: [],
});

describe('version history helpers', () => {
  it('name every kind in words, and an unknown one sensibly', () => {
    expect(kindLabel('original')).toBe('Original transcript');
    expect(kindLabel('replace_all')).toBe('Replace all');
    expect(kindLabel('restore')).toBe('Restored version');
    expect(kindLabel('from_the_future')).toBe('Saved');
  });

  it('say who saved a version, when nobody did, or when the account is gone', () => {
    expect(savedByLabel({ kind: 'edit', saved_by_name: 'Ada Lovelace' })).toBe('Ada Lovelace');
    expect(savedByLabel({ kind: 'original', saved_by_name: null })).toBe('Processing');
    expect(savedByLabel({ kind: 'edit', saved_by_name: null })).toBe('A former member');
  });

  it('count words in English', () => {
    expect(wordCountLabel(1)).toBe('1 word');
    expect(wordCountLabel(25_000)).toBe('25,000 words');
  });

  it('preview the first paragraphs as read: struck words left out, emptied paragraphs skipped', () => {
    const snippets = [
      paragraph('p0', 'Ada', [['hello'], ['um', true], ['there']]),
      paragraph('p1', 'Grace', [['gone', true]]),
      paragraph('p2', 'Grace', [['good'], ['morning']]),
      paragraph('p3', 'Ada', [['more']]),
    ];
    expect(previewParagraphs(snippets, 2)).toEqual([
      { key: 'p0', speaker: 'Ada', text: 'hello there' },
      { key: 'p2', speaker: 'Grace', text: 'good morning' },
    ]);
  });
});
