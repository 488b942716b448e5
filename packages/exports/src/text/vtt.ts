import { segmentCaptions } from '../captions/segment.js';
import type { ExportDocument } from '../model.js';
import { captionLimits } from './caption-limits.js';
import { clockMs } from './srt.js';
import { oneLine } from './time.js';

/**
 * WebVTT captions: the `WEBVTT` header, then cues `00:00:01.000 --> 00:00:03.500` with their lines.
 * With speakers on, each cue carries a voice tag `<v Speaker 1>` (players show or style the voice;
 * it takes no room on the line). Text escapes `&`, `<` and `>`, so `-->` cannot occur in it.
 */
export function renderVtt(doc: ExportDocument): string {
  const cues = segmentCaptions(doc.paragraphs, captionLimits(doc));
  const out: string[] = ['WEBVTT\n\n'];
  for (const cue of cues) {
    const voice = doc.options.speakers ? `<v ${vttAnnotation(cue.speaker)}>` : '';
    out.push(
      `${clockMs(cue.startMs, '.')} --> ${clockMs(cue.endMs, '.')}\n${voice}${cue.lines.map(vttText).join('\n')}\n\n`,
    );
  }
  return out.join('');
}

function vttText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A voice name: one line, with `&`, `<` and `>` written as look-alikes that need no escaping
 * (＆ ‹ ›). Inside a voice tag readers differ: some decode `&amp;`, some show it as it is, and
 * some stop the name at `&`; plain characters read the same in all of them.
 */
function vttAnnotation(name: string): string {
  const plain = oneLine(name).replace(/&/g, '\uFF06').replace(/</g, '\u2039').replace(/>/g, '\u203A');
  return plain.trim() || 'Speaker';
}
