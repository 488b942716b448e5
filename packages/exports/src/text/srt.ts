import type { Cue } from '../captions/cue.js';
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
 * Cue text as players show it, never as markup. SubRip has no escapes, and players (VLC, mpv,
 * ffmpeg's decoder) read `<b>`, `<i>`, `<u>`, `<font color=...>` as styling and `{\an8}` as an
 * override that moves or hides text, so the brackets become look-alikes: `‹ ›` for angle brackets,
 * full-width `｛ ｝` for braces. The arrow separates times, so text never holds it either (players
 * would misread the cue); it becomes `→`. An arrow match starts only at the first dash of a run:
 * tried from every dash, a long run of dashes took time growing with the square of its length.
 */
export function srtText(text: string): string {
  return text.replace(/(?<!-)-+>/g, '→').replace(/[<>{}]/g, (c) => SRT_LOOKALIKES[c]!);
}

const SRT_LOOKALIKES: Record<string, string> = { '<': '‹', '>': '›', '{': '｛', '}': '｝' };

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
