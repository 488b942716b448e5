import type { Snippet, Word } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  anyInProgress,
  formatsFor,
  LOUDNESS_LABELS,
  outlineEdit,
  outlineText,
  renderLine,
  renderStatusText,
} from '../../src/features/editor/edit-render/edit-renders';

const word = (text: string, start: number, end: number, is_removed = false): Word =>
  ({ text, start, end, is_removed, confidence: 1 }) as Word;
const paragraph = (words: Word[]): Snippet => ({ id: 'p', speaker: 'A', words }) as unknown as Snippet;

describe('the edited render dialog', () => {
  it('says each state in words and polls only while one is in progress', () => {
    expect(renderStatusText({ status: 'queued', progress: 0 })).toBe('Queued');
    expect(renderStatusText({ status: 'rendering', progress: 0.404 })).toBe('Rendering 40%');
    expect(renderStatusText({ status: 'Processed', progress: 1 })).toBe('Ready');
    expect(renderStatusText({ status: 'failed', progress: 0.2 })).toBe('Failed');
    expect(anyInProgress(undefined)).toBe(false);
    expect(anyInProgress([{ status: 'Processed' }, { status: 'failed' }])).toBe(false);
    expect(anyInProgress([{ status: 'Processed' }, { status: 'rendering' }])).toBe(true);
  });

  it('offers audio formats for an audio file, and MP4 video too for a video', () => {
    expect(formatsFor('audio')).toEqual(['mp3', 'wav', 'm4a']);
    expect(formatsFor('video')).toEqual(['mp3', 'wav', 'm4a', 'mp4']);
    expect(LOUDNESS_LABELS).toEqual({
      none: 'As recorded',
      podcast: 'Podcast (-16 LUFS)',
      video: 'Video platforms (-14 LUFS)',
    });
  });

  it("names a render's format, length and version, and says when the transcript moved on", () => {
    expect(renderLine({ format: 'mp3', duration: 125.4, version: 7 }, 7)).toBe('MP3 · 2:05 · version 7');
    expect(renderLine({ format: 'wav', duration: 3725, version: 7 }, 9)).toBe(
      'WAV · 1:02:05 · version 7 (the transcript has changed since)',
    );
  });

  it('outlines what a render keeps: the struck word and its share of the silences go', () => {
    // Words at 0-1, 2-3 (struck), 4-5 in a 6 s recording: the cut runs from the middle of the gap
    // before the struck word (1.5) to the middle of the gap after it (3.5), so 4 s are kept.
    const doc = [paragraph([word('One', 0, 1), word('um', 2, 3, true), word('three', 4, 5)])];
    const outline = outlineEdit(doc, { duration: 6, maxPauseMs: null, removeFillers: false })!;
    expect(outline).toEqual({ cuts: 1, editedDuration: 4, duration: 6 });
    expect(outlineText(outline)).toBe('Keeps 0:04 of 0:06 · 1 cut');
  });

  it('cuts fillers that are not struck when asked, and caps pauses', () => {
    const doc = [paragraph([word('One', 0, 1), word('um', 2, 3), word('three', 4, 5)])];
    expect(outlineEdit(doc, { duration: 6, maxPauseMs: null, removeFillers: false })!.cuts).toBe(0);
    expect(outlineEdit(doc, { duration: 6, maxPauseMs: null, removeFillers: true })!.editedDuration).toBe(4);
    // The person's own words are cut with the default list.
    const own = [paragraph([word('One', 0, 1), word('basically', 2, 3), word('three', 4, 5)])];
    expect(outlineEdit(own, { duration: 6, maxPauseMs: null, removeFillers: true })!.cuts).toBe(0);
    expect(
      outlineEdit(own, { duration: 6, maxPauseMs: null, removeFillers: true, ownFillers: ['basically'] })!
        .editedDuration,
    ).toBe(4);
    // Pauses of 1 s capped at 0.5 s: each loses 0.5 s.
    expect(outlineEdit(doc, { duration: 6, maxPauseMs: 500, removeFillers: false })!.editedDuration).toBe(5);
  });

  it('has no outline without a known length', () => {
    expect(outlineEdit([], { duration: 0, maxPauseMs: null, removeFillers: false })).toBeNull();
  });
});
