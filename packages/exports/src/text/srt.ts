import type { Cue } from '../captions/segment.js';
import { segmentCaptions } from '../captions/segment.js';
import type { ExportDocument } from '../model.js';
import { captionLimits } from './caption-limits.js';
import { oneLine } from './time.js';

/**
 * SubRip captions: numbered cues, `00:00:01,000 --> 00:00:03,500`, the text lines, a blank line.
 * With speakers on, a cue where the speaker changes starts with `Speaker 1:`.
 */
export function renderSrt(doc: ExportDocument): string {
  const label = doc.options.speakers ? (speaker: string) => srtText(`${oneLine(speaker)}:`) : undefined;
  const cues = segmentCaptions(doc.paragraphs, { ...captionLimits(doc), label });
  return cues.map((cue, i) => srtCue(cue, i + 1)).join('');
}

function srtCue(cue: Cue, index: number): string {
  const lines = cue.lines.map(srtText);
  return `${index}\n${srtTime(cue.startMs)} --> ${srtTime(cue.endMs)}\n${lines.join('\n')}\n\n`;
}

/**
 * The arrow separates times, so text never holds it (players would misread the cue). A match starts
 * only at the first dash of a run: tried from every dash, a long run of dashes with no `>` after it
 * took time growing with the square of its length.
 */
function srtText(text: string): string {
  return text.replace(/(?<!-)-+>/g, '→');
}

/** 00:00:01,000 */
export function srtTime(ms: number): string {
  return clockMs(ms, ',');
}

export function clockMs(ms: number, separator: string): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(total % 1000, 3)}`;
}
