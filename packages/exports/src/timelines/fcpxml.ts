import { TIMELINE_FPS, timelineEvents, type TimelineInput } from './timeline.js';
import { xmlText as attr } from './xml-text.js';

/** The FCPXML version written: 1.10 (Final Cut Pro 10.6 on, DaVinci Resolve 18 on). */
export const FCPXML_VERSION = '1.10';

/**
 * Times of the format's frame grid as FCPXML writes them: rational seconds over a timescale of a
 * hundred ticks a frame, as Final Cut Pro itself writes whole-frame rates (`100/3000s` is one
 * frame at 30 fps), so every time is visibly a whole number of frames; zero is `0s`.
 */
export function fcpxmlTime(frames: number, fps: number): string {
  return frames === 0 ? '0s' : `${frames * 100}/${fps * 100}s`;
}

/** The media's file name as a relative URL (media-rep `src` is a URL): resolved beside the timeline. */
function relativeUrl(fileName: string): string {
  return encodeURIComponent(fileName);
}

/** Final Cut Pro's name for a 1080p format of a whole-number rate it has one for. */
function formatName(fps: number): string | undefined {
  return [24, 25, 30, 50, 60].includes(fps) ? `FFVideoFormat1080p${fps}` : undefined;
}

/**
 * The edit as Final Cut Pro XML 1.10: one format (the frame grid), one asset (the uploaded file,
 * by its file name, with its length), and a library → event → project → sequence whose primary
 * storyline (spine) holds one asset-clip per kept stretch: `start` its source in (the original
 * file's time), `duration` its length, `offset` its record in on the edited timeline. The frames
 * are those of the EDL and OTIO exports (`timelineEvents`), so the three agree frame for frame, and
 * the clips follow each other without gaps (each offset is the previous clip's end).
 *
 * Scriptloom keeps no video frame size or rate and audio has none, so the sequence is 1080p at the
 * timeline rate (30 fps): a sequence needs a video format even for audio alone, 30 fps is the
 * grid of the other timeline exports and finer than any cut between words (33 ms), and an editor
 * conforms the clip to the sequence or the sequence to the clip on import.
 */
export function renderFcpxml(input: TimelineInput): string {
  const fps = input.fps ?? TIMELINE_FPS;
  const time = (frames: number) => fcpxmlTime(frames, fps);
  const video = input.mediaKind === 'video';
  const mediaFrames = Math.round(input.duration * fps);
  const events = timelineEvents(input);
  const total = events.length ? events[events.length - 1]!.recordOut : 0;
  const title = attr(input.title.trim() || 'Untitled');
  const media = attr(input.mediaName);
  const name = formatName(fps);

  const format = [
    'id="r1"',
    ...(name ? [`name="${name}"`] : []),
    `frameDuration="${time(1)}"`,
    'width="1920"',
    'height="1080"',
  ].join(' ');
  // A video asset's picture is on the sequence's format; an audio file has no picture at all.
  const asset = [
    'id="r2"',
    `name="${media}"`,
    'start="0s"',
    `duration="${time(mediaFrames)}"`,
    ...(video ? ['hasVideo="1"', 'format="r1"', 'videoSources="1"'] : ['hasVideo="0"']),
    'hasAudio="1"',
    'audioSources="1"',
  ].join(' ');
  const clips = events.map(
    (event) =>
      `            <asset-clip ref="r2" name="${media}" offset="${time(event.recordIn)}" ` +
      `start="${time(event.sourceIn)}" duration="${time(event.recordOut - event.recordIn)}" tcFormat="NDF"/>`,
  );

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE fcpxml>',
    `<fcpxml version="${FCPXML_VERSION}">`,
    '  <resources>',
    `    <format ${format}/>`,
    `    <asset ${asset}>`,
    `      <media-rep kind="original-media" src="${attr(relativeUrl(input.mediaName))}"/>`,
    '    </asset>',
    '  </resources>',
    '  <library>',
    `    <event name="${title}">`,
    `      <project name="${title}">`,
    `        <sequence format="r1" duration="${time(total)}" tcStart="0s" tcFormat="NDF" audioLayout="stereo" audioRate="48k">`,
    ...(clips.length ? ['          <spine>', ...clips, '          </spine>'] : ['          <spine/>']),
    '        </sequence>',
    '      </project>',
    '    </event>',
    '  </library>',
    '</fcpxml>',
    '',
  ].join('\n');
}
