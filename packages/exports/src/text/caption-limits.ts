import type { CaptionLimits } from '../captions/cue.js';
import type { ExportDocument } from '../model.js';

/** The caption options of an export, as the segmenter names them. */
export function captionLimits(doc: ExportDocument): CaptionLimits {
  return {
    maxCharsPerLine: doc.options.max_chars_per_line,
    maxLinesPerCue: doc.options.max_lines_per_cue,
    maxCueSeconds: doc.options.max_cue_seconds,
  };
}
