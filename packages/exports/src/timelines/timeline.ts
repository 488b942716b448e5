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
 * there are. Each event's length is what those record frames give (a cut plays at speed, so the
 * source is as long), within a frame of the stretch's own. Of the two frames either side of the
 * exact source start, the source in is the one that keeps both source ends nearer the exact ones:
 * the frame before when the length came out longer, the frame after when shorter, so the source
 * in and out are each within a frame of the stretch (rounding the in alone left the out up to a
 * frame and a half away), and never past the media's last frame. A stretch shorter than a frame
 * after rounding is left out: it is not there at this rate.
 */
export function timelineEvents(input: Pick<TimelineInput, 'kept' | 'duration' | 'fps'>): TimelineEvent[] {
  const fps = input.fps ?? TIMELINE_FPS;
  const mediaFrames = Math.round(input.duration * fps);
  const events: TimelineEvent[] = [];
  let editedStart = 0;
  for (const range of input.kept) {
    const editedEnd = editedStart + (range.end - range.start);
    const recordIn = Math.round(editedStart * fps);
    const recordLength = Math.round(editedEnd * fps) - recordIn;
    editedStart = editedEnd;
    const sourceStart = range.start * fps;
    const sourceEnd = range.end * fps;
    // Farther of the two ends from the exact ones, then the in's own distance as the tie-break.
    const error = (sourceIn: number) => [
      Math.max(Math.abs(sourceIn - sourceStart), Math.abs(sourceIn + recordLength - sourceEnd)),
      Math.abs(sourceIn - sourceStart),
    ];
    const [floor, ceil] = [Math.floor(sourceStart), Math.ceil(sourceStart)];
    const [a, b] = [error(floor), error(ceil)];
    const sourceIn = a[0]! < b[0]! || (a[0] === b[0] && a[1]! <= b[1]!) ? floor : ceil;
    const length = Math.min(recordLength, mediaFrames - sourceIn);
    if (length <= 0) continue;
    events.push({ sourceIn, sourceOut: sourceIn + length, recordIn, recordOut: recordIn + length });
  }
  return events;
}
