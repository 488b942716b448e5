import { TIMELINE_FPS, timelineEvents, type TimelineInput } from './timeline.js';

/** HH:MM:SS:FF, non-drop frame. */
export function frameTimecode(frames: number, fps: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const ff = frames % fps;
  const totalSeconds = Math.floor(frames / fps);
  const ss = totalSeconds % 60;
  const mm = Math.floor(totalSeconds / 60) % 60;
  const hh = Math.floor(totalSeconds / 3600);
  return `${two(hh)}:${two(mm)}:${two(ss)}:${two(ff)}`;
}

/** EDL lines are 7-bit text read line by line: a title or clip name keeps neither line breaks nor control characters. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * The edit as a CMX 3600 edit decision list: a title, non-drop frame code, and one cut event per
 * kept stretch (reel AX, the reel name editors use for a file that is not on a tape; channels AA
 * for audio, AA/V for video) with its source in/out in the original media and its record in/out
 * on the edited timeline, followed by the clip's file name as a comment. Event numbers run from
 * 001; past 999 (more than CMX 3600 counted) they simply go on with more digits.
 */
export function renderEdl(input: TimelineInput): string {
  const fps = input.fps ?? TIMELINE_FPS;
  const channels = input.mediaKind === 'video' ? 'AA/V' : 'AA';
  const clipName = oneLine(input.mediaName);
  const lines = [`TITLE: ${oneLine(input.title) || 'Untitled'}`, 'FCM: NON-DROP FRAME', ''];
  timelineEvents(input).forEach((event, i) => {
    const number = String(i + 1).padStart(3, '0');
    const times = [event.sourceIn, event.sourceOut, event.recordIn, event.recordOut]
      .map((f) => frameTimecode(f, fps))
      .join(' ');
    lines.push(`${number}  ${'AX'.padEnd(8)} ${channels.padEnd(5)} C        ${times}`);
    lines.push(`* FROM CLIP NAME: ${clipName}`);
    lines.push('');
  });
  // CR LF: the line ending of the systems EDLs come from, which every reader accepts.
  return lines.join('\r\n');
}
