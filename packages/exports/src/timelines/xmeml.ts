import { TIMELINE_FPS, timelineEvents, type TimelineEvent, type TimelineInput } from './timeline.js';
import { xmlText } from './xml-text.js';

/** The xmeml version written: 4, Final Cut Pro 7's, which Premiere Pro, DaVinci Resolve and Kdenlive import. */
export const XMEML_VERSION = '4';

/** The id of the one `<file>` (the uploaded media) every clipitem plays from. */
const FILE_ID = 'file-1';

/**
 * The media's file name as a file URL (`<pathurl>` is one): at the root, as Scriptloom does not know
 * where the editor keeps it. An editor that does not find it there relinks it by its name (the
 * `<file>`'s `<name>`), so the name is percent-encoded whole, spaces and all.
 */
export function xmemlPathUrl(fileName: string): string {
  return `file://localhost/${encodeURIComponent(fileName)}`;
}

/** `<rate>` of the frame grid: whole frames a second, not NTSC's 1000/1001 of them. */
const rate = (fps: number, indent: string) => [
  `${indent}<rate>`,
  `${indent}  <timebase>${fps}</timebase>`,
  `${indent}  <ntsc>FALSE</ntsc>`,
  `${indent}</rate>`,
];

/** `<tag>text</tag>`, the text escaped. */
const el = (indent: string, tag: string, text: string | number) => `${indent}<${tag}>${xmlText(String(text))}</${tag}>`;

/**
 * The edit as Final Cut Pro 7 XML (xmeml version 4), the interchange format Premiere Pro imports as
 * "Final Cut Pro XML": one sequence at the timeline rate holding a video track (a video file only)
 * and an audio track, each with one clipitem per kept stretch: `start`/`end` its frames on the
 * edited timeline (end exclusive), `in`/`out` its frames of the original file, `duration` the
 * file's length (xmeml's clipitem duration is its media's, not the item's). The file is described
 * once, in the first clipitem, and referred to by its id after, as Final Cut Pro writes it. A video
 * file's picture and sound clipitems of a stretch are linked, so they move together. Frames are
 * those of the EDL, FCPXML and OTIO exports (`timelineEvents`), so the four agree frame for frame,
 * and each clipitem starts where the one before it ends.
 *
 * The sound is one audio track of the file's first audio track (`sourcetrack` 1): Scriptloom keeps
 * no channel layout, and an editor takes a stereo file's pair from it. The sequence's picture is
 * 1080p, as in the FCPXML export: a sequence needs one even for audio alone, and an editor conforms.
 */
export function renderXmeml(input: TimelineInput): string {
  const fps = input.fps ?? TIMELINE_FPS;
  const video = input.mediaKind === 'video';
  const mediaFrames = Math.round(input.duration * fps);
  const events = timelineEvents(input);
  const total = events.length ? events[events.length - 1]!.recordOut : 0;
  const title = input.title.trim() || 'Untitled';
  let described = false;

  /** The file: described in full the first time, by its id after. */
  const file = (indent: string): string[] => {
    if (described) return [`${indent}<file id="${FILE_ID}"/>`];
    described = true;
    return [
      `${indent}<file id="${FILE_ID}">`,
      el(`${indent}  `, 'name', input.mediaName),
      el(`${indent}  `, 'pathurl', xmemlPathUrl(input.mediaName)),
      ...rate(fps, `${indent}  `),
      el(`${indent}  `, 'duration', mediaFrames),
      // Which kinds of media the file has; their sizes and channels the editor reads from the file.
      `${indent}  <media>`,
      ...(video ? [`${indent}    <video/>`] : []),
      `${indent}    <audio/>`,
      `${indent}  </media>`,
      `${indent}</file>`,
    ];
  };

  const link = (indent: string, kind: 'video' | 'audio', index: number) => [
    `${indent}<link>`,
    el(`${indent}  `, 'linkclipref', `${kind}-${index + 1}`),
    el(`${indent}  `, 'mediatype', kind),
    el(`${indent}  `, 'trackindex', 1),
    el(`${indent}  `, 'clipindex', index + 1),
    `${indent}</link>`,
  ];

  const clipitem = (kind: 'video' | 'audio', event: TimelineEvent, index: number): string[] => {
    const i = '          ';
    return [
      `${i}<clipitem id="${kind}-${index + 1}">`,
      // The item's own name first: readers that take the first <name> inside find it, not the file's.
      el(`${i}  `, 'name', input.mediaName),
      el(`${i}  `, 'enabled', 'TRUE'),
      el(`${i}  `, 'duration', mediaFrames),
      ...rate(fps, `${i}  `),
      el(`${i}  `, 'start', event.recordIn),
      el(`${i}  `, 'end', event.recordOut),
      el(`${i}  `, 'in', event.sourceIn),
      el(`${i}  `, 'out', event.sourceOut),
      ...file(`${i}  `),
      ...(kind === 'audio'
        ? [
            `${i}  <sourcetrack>`,
            el(`${i}    `, 'mediatype', 'audio'),
            el(`${i}    `, 'trackindex', 1),
            `${i}  </sourcetrack>`,
          ]
        : []),
      ...(video ? [...link(`${i}  `, 'video', index), ...link(`${i}  `, 'audio', index)] : []),
      `${i}</clipitem>`,
    ];
  };

  const track = (kind: 'video' | 'audio'): string[] => [
    '        <track>',
    ...events.flatMap((event, index) => clipitem(kind, event, index)),
    el('          ', 'enabled', 'TRUE'),
    el('          ', 'locked', 'FALSE'),
    '        </track>',
  ];

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    `<xmeml version="${XMEML_VERSION}">`,
    '  <sequence id="sequence-1">',
    el('    ', 'name', title),
    el('    ', 'duration', total),
    ...rate(fps, '    '),
    '    <timecode>',
    ...rate(fps, '      '),
    el('      ', 'string', '00:00:00:00'),
    el('      ', 'frame', 0),
    el('      ', 'displayformat', 'NDF'),
    '    </timecode>',
    '    <media>',
    '      <video>',
    '        <format>',
    '          <samplecharacteristics>',
    ...rate(fps, '            '),
    el('            ', 'width', 1920),
    el('            ', 'height', 1080),
    el('            ', 'pixelaspectratio', 'square'),
    '          </samplecharacteristics>',
    '        </format>',
    // The picture's track comes first, so a video file is described in its first picture clipitem.
    ...(video ? track('video') : []),
    '      </video>',
    '      <audio>',
    '        <format>',
    '          <samplecharacteristics>',
    el('            ', 'depth', 16),
    el('            ', 'samplerate', 48000),
    '          </samplecharacteristics>',
    '        </format>',
    ...track('audio'),
    '      </audio>',
    '    </media>',
    '  </sequence>',
    '</xmeml>',
    '',
  ].join('\n');
}
