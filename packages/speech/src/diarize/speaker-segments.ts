import type { SpeakerSegment } from '../types.js';
import type { SpeechSegment } from './change-detector.js';

export interface FrameTiming {
  /** Seconds between frame starts. */
  hop: number;
  /** Seconds per analysis window. */
  length: number;
}

/**
 * Turns labelled segments into the public form: times in seconds, speakers renumbered in order of
 * first appearance, and neighbours of the same speaker joined across short pauses (a turn with
 * breaths in it is one turn). Blips shorter than `minFrames` (a click or a cough that crossed the
 * energy gate) are left out rather than allowed to split a turn.
 */
export function toSpeakerSegments(
  segments: SpeechSegment[],
  labels: Int32Array,
  timing: FrameTiming,
  options: { joinGap: number; minFrames: number },
): SpeakerSegment[] {
  // Each frame stands for the hop-long slice around its centre, so consecutive frames tile time.
  const offset = (timing.length - timing.hop) / 2;
  const order = segments.map((_, i) => i).sort((a, b) => segments[a]!.firstFrame - segments[b]!.firstFrame);
  const renumber = new Map<number, number>();
  const out: SpeakerSegment[] = [];
  for (const i of order) {
    const seg = segments[i]!;
    if (seg.stats.count < options.minFrames) continue;
    const raw = labels[i]!;
    let speaker = renumber.get(raw);
    if (speaker === undefined) {
      speaker = renumber.size;
      renumber.set(raw, speaker);
    }
    const start = round(seg.firstFrame * timing.hop + offset);
    const end = round((seg.lastFrame + 1) * timing.hop + offset);
    const last = out[out.length - 1];
    if (last && last.speaker === speaker && start - last.end <= options.joinGap) last.end = end;
    else out.push({ start, end, speaker });
  }
  return out;
}

const round = (t: number): number => Math.round(t * 1000) / 1000;
