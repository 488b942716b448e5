import { CAPTION_DEFAULTS } from '@scriptloom/contracts';
import { segmentCaptions } from '../captions/segment.js';
import type { ExportDocument } from '../model.js';
import { seconds3 } from './time.js';

export interface PodcastTranscriptSegment {
  speaker?: string;
  startTime: number;
  endTime: number;
  body: string;
}

/**
 * Podcasting 2.0 JSON transcript. One segment per caption cue, cut with the default caption limits
 * (apps show segments as captions while the episode plays, so caption-sized pieces suit them);
 * `speaker` only when speakers are on; times in seconds, 3 decimals.
 */
export function renderPodcastTranscript(doc: ExportDocument): string {
  const cues = segmentCaptions(doc.paragraphs, {
    maxCharsPerLine: CAPTION_DEFAULTS.max_chars_per_line,
    maxLinesPerCue: CAPTION_DEFAULTS.max_lines_per_cue,
    maxCueSeconds: CAPTION_DEFAULTS.max_cue_seconds,
  });
  const segments: PodcastTranscriptSegment[] = cues.map((cue) => ({
    ...(doc.options.speakers ? { speaker: cue.speaker } : {}),
    startTime: seconds3(cue.startMs / 1000),
    endTime: seconds3(cue.endMs / 1000),
    body: cue.lines.join(' '),
  }));
  return `${JSON.stringify({ version: '1.0.0', segments }, null, 2)}\n`;
}
