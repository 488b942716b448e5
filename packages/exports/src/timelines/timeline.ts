import type { TimeRange } from '@scriptloom/transcript';

/**
 * The frame rate of timeline exports. Scriptloom does not store a video's own frame rate, and an
 * audio file has none, so the edit is written at 30 frames a second (non-drop): a frame of 33 ms
 * is finer than any cut the planner makes between words, and every editor conforms 30 fps to a
 * sequence of another rate.
 */
export const TIMELINE_FPS = 30;

/** One kept stretch of the media, in whole frames. `sourceOut` and `recordOut` are exclusive. */
export interface TimelineEvent {
  /** Frames of the original media. */
  sourceIn: number;
  sourceOut: number;
  /** Frames of the edited timeline. */
  recordIn: number;
  recordOut: number;
}

/** What a timeline export needs: the kept stretches of the edit and the media they come from. */
export interface TimelineInput {
  title: string;
  /** The media's file name, as the editor will find it beside the timeline. */
  mediaName: string;
  mediaKind: 'audio' | 'video';
  /** The original media's length in seconds. */
  duration: number;
  /** The plan's kept stretches (seconds of the original media), sorted. */
  kept: readonly TimeRange[];
  fps?: number;
}

/**
 * The kept stretches as whole-frame events. The record side is anchored to the edited timeline:
 * each event starts at its exact edited start rounded to a frame, so rounding never adds up and
 * the edit stays within half a frame of the captions of the edited timeline however many cuts
 * there are. Each event's length is what those record frames give, taken from its rounded source
 * start (its source out can then differ from the exact end by up to a frame and a half, never past
 * the media's last frame). A stretch shorter than a frame after rounding is left out: it is not
 * there at this rate.
 */
export function timelineEvents(input: Pick<TimelineInput, 'kept' | 'duration' | 'fps'>): TimelineEvent[] {
  const fps = input.fps ?? TIMELINE_FPS;
  const mediaFrames = Math.round(input.duration * fps);
  const events: TimelineEvent[] = [];
  let editedStart = 0;
  for (const range of input.kept) {
    const editedEnd = editedStart + (range.end - range.start);
    const recordIn = Math.round(editedStart * fps);
    const sourceIn = Math.round(range.start * fps);
    const length = Math.min(Math.round(editedEnd * fps) - recordIn, mediaFrames - sourceIn);
    editedStart = editedEnd;
    if (length <= 0) continue;
    events.push({ sourceIn, sourceOut: sourceIn + length, recordIn, recordOut: recordIn + length });
  }
  return events;
}
