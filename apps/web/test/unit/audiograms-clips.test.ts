import { AudiogramMessages, type MediaClip } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  allClips,
  clipKindText,
  dropClip,
  passageOfSelection,
  passageProblem,
  progressPercent,
  putClips,
  shortTime,
  shouldPoll,
  statusText,
  toggleAll,
  toggleOne,
} from '../../src/features/editor/audiograms/audiogram-clips';
import { buildWordIndex } from '../../src/shared/playback/word-index';

const clip = (id: string, patch: Partial<MediaClip> = {}): MediaClip => ({
  audiogram_id: id,
  kind: 'audiogram',
  status: 'Processed',
  progress: 1,
  error: null,
  video_url: `/api/clips/${id}.mp4`,
  download_url: `/api/clips/${id}-named.mp4`,
  download_name: `Episode - A quote (square).mp4`,
  audioFile: null,
  background: 'ink',
  shape: 'square',
  framing: null,
  start: 1,
  end: 5,
  text: 'Words said.',
  speaker: 'Maya',
  created_at: '2025-01-01T00:00:00.000Z',
  ...patch,
});

describe('polling decision', () => {
  it('polls while a clip of either kind is queued or rendering, and not otherwise', () => {
    expect(shouldPoll(undefined)).toBe(false);
    expect(shouldPoll({ audiogram: [], videogram: [] })).toBe(false);
    expect(shouldPoll({ audiogram: [clip('a'), clip('b', { status: 'failed' })], videogram: [] })).toBe(false);
    expect(shouldPoll({ audiogram: [clip('a', { status: 'queued' })], videogram: [] })).toBe(true);
    expect(shouldPoll({ audiogram: [clip('a')], videogram: [clip('r', { kind: 'reel', status: 'rendering' })] })).toBe(
      true,
    );
  });
});

describe('the clip list', () => {
  it('shows audiograms and reels together, newest first', () => {
    const old = clip('old', { created_at: '2025-01-01T00:00:00.000Z' });
    const reel = clip('reel', { kind: 'reel', created_at: '2025-01-02T00:00:00.000Z' });
    const newer = clip('new', { created_at: '2025-01-03T00:00:00.000Z' });
    expect(allClips({ audiogram: [newer, old], videogram: [reel] }).map((c) => c.audiogram_id)).toEqual([
      'new',
      'reel',
      'old',
    ]);
    expect(allClips(undefined)).toEqual([]);
  });

  it('puts queued clips first in their list, and replaces a retried one where it stands', () => {
    const draft = { audiogram: [clip('a'), clip('b', { status: 'failed' })], videogram: [] as MediaClip[] };
    putClips(draft, [clip('c', { status: 'queued' }), clip('r', { kind: 'reel', status: 'queued' })]);
    expect(draft.audiogram.map((c) => c.audiogram_id)).toEqual(['c', 'a', 'b']);
    expect(draft.videogram.map((c) => c.audiogram_id)).toEqual(['r']);
    putClips(draft, [clip('b', { status: 'queued' })]);
    expect(draft.audiogram.map((c) => `${c.audiogram_id}:${c.status}`)).toEqual([
      'c:queued',
      'a:Processed',
      'b:queued',
    ]);
  });

  it('keeps several queued clips in the order the server gave them', () => {
    const draft = { audiogram: [clip('a')], videogram: [] as MediaClip[] };
    putClips(draft, [clip('x'), clip('y')]);
    expect(draft.audiogram.map((c) => c.audiogram_id)).toEqual(['x', 'y', 'a']);
  });

  it('drops a deleted clip from either list', () => {
    const draft = { audiogram: [clip('a'), clip('b')], videogram: [clip('r', { kind: 'reel' })] };
    dropClip(draft, 'b');
    dropClip(draft, 'r');
    expect(draft.audiogram.map((c) => c.audiogram_id)).toEqual(['a']);
    expect(draft.videogram).toEqual([]);
  });
});

describe('clip words', () => {
  it('says the state, with the progress while rendering', () => {
    expect(statusText({ status: 'queued', progress: 0 })).toBe('Queued');
    expect(statusText({ status: 'rendering', progress: 0.426 })).toBe('Rendering 43%');
    expect(statusText({ status: 'Processed', progress: 1 })).toBe('Ready');
    expect(statusText({ status: 'failed', progress: 0.2 })).toBe('Failed');
    expect(progressPercent(1.7)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });

  it('names the kind, shape and framing', () => {
    expect(clipKindText({ kind: 'audiogram', shape: 'square', framing: null })).toBe('Audiogram, Square 1:1');
    expect(clipKindText({ kind: 'reel', shape: 'portrait', framing: 'blur' })).toBe(
      'Reel, Portrait 9:16, whole frame on blur',
    );
  });

  it('writes times as m:ss, with hours when there are any', () => {
    expect(shortTime(0)).toBe('0:00');
    expect(shortTime(75.9)).toBe('1:15');
    expect(shortTime(3725)).toBe('1:02:05');
  });
});

describe('a passage from a selection', () => {
  const word = (text: string, start: number, end: number, is_removed = false) => ({
    text,
    start,
    end,
    confidence: 1,
    is_removed,
  });
  const snippets = [
    { words: [word('Batteries', 1.0, 1.6), word('get', 1.7, 1.9), word('a', 2.0, 2.05), word('second', 2.1, 2.5)] },
    { words: [word('life', 3.0, 3.4), word('um', 3.5, 3.6, true), word('today.', 3.7, 4.2)] },
  ];
  const index = buildWordIndex(snippets);

  it('runs from the first word’s start to the last word’s end, across paragraphs', () => {
    const passage = passageOfSelection(index, snippets, {
      from: { paragraph: 0, word: 1 },
      to: { paragraph: 1, word: 2 },
    });
    expect(passage).toEqual({ start: 1.7, end: 4.2, text: 'get a second life today.' });
  });

  it('is one word for a caret in a word', () => {
    expect(
      passageOfSelection(index, snippets, { from: { paragraph: 1, word: 0 }, to: { paragraph: 1, word: 0 } }),
    ).toEqual({ start: 3.0, end: 3.4, text: 'life' });
  });

  it('is nothing without a selection or for one that does not fit the transcript', () => {
    expect(passageOfSelection(index, snippets, null)).toBeNull();
    expect(
      passageOfSelection(index, snippets, { from: { paragraph: 1, word: 2 }, to: { paragraph: 0, word: 0 } }),
    ).toBeNull();
    expect(
      passageOfSelection(index, snippets, { from: { paragraph: 5, word: 0 }, to: { paragraph: 5, word: 0 } }),
    ).toBeNull();
  });

  it('says why a passage cannot be a clip', () => {
    expect(passageProblem({ start: 1, end: 4, text: 'Batteries get a second life' })).toBeNull();
    expect(passageProblem({ start: 1, end: 1.1, text: 'a' })).toBe(AudiogramMessages.tooShort);
    expect(passageProblem({ start: 0, end: 200, text: 'long' })).toBe(AudiogramMessages.tooLong);
    expect(passageProblem({ start: 0, end: 3, text: ' ' })).toBe(AudiogramMessages.noWords);
  });
});

describe('picking quotes', () => {
  it('toggles all, then none', () => {
    expect(toggleAll([], 3)).toEqual([0, 1, 2]);
    expect(toggleAll([1], 3)).toEqual([0, 1, 2]);
    expect(toggleAll([0, 1, 2], 3)).toEqual([]);
  });

  it('toggles one, keeping the indexes in order', () => {
    expect(toggleOne([2], 0)).toEqual([0, 2]);
    expect(toggleOne([0, 2], 2)).toEqual([0]);
  });
});
