import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEdl } from '../src/timelines/edl.js';
import type { TimelineInput } from '../src/timelines/timeline.js';
import { renderXmeml } from '../src/timelines/xmeml.js';

/**
 * Our CMX 3600 EDL and Final Cut Pro 7 XML (xmeml) read by readers we did not write: the EDL and
 * "Final Cut Pro" importers of OpenShot (Debian's openshot-qt, scripts/lib/system-packages.mjs),
 * run without its window by support/openshot-import.py, which reports the clips OpenShot put on
 * its timeline.
 *
 * OpenShot has no reader for our FCPXML: its "Final Cut Pro" importer reads the older xmeml
 * (video/audio tracks of clipitems), of which FCPXML has none, so it finds no clips there; Debian
 * has no other FCPXML or OpenTimelineIO reader.
 */
const run = promisify(execFile);
const PYTHON = '/usr/bin/python3';
const IMPORTERS = '/usr/lib/python3/dist-packages/openshot_qt/classes/importers';
const HARNESS = fileURLToPath(new URL('./support/openshot-import.py', import.meta.url));
const available =
  existsSync(PYTHON) &&
  existsSync(path.join(IMPORTERS, 'edl.py')) &&
  existsSync(path.join(IMPORTERS, 'final_cut_pro.py'));

interface OpenShotClip {
  title: string;
  path: string;
  media_type: string;
  layer: number;
  position: number;
  start: number;
  end: number;
  video: boolean;
  audio: boolean;
}
interface OpenShotProject {
  openshot: string;
  clips: OpenShotClip[];
  prompts: string[];
}

/**
 * A made-up edit of a 90 s recording: ranges of no whole number of frames at either rate, cuts
 * of a few seconds, one range across the first minute, the last one to the end of the media.
 */
const DURATION = 90;
const KEPT = [
  { start: 0.52, end: 7.31 },
  { start: 9.06, end: 31.487 },
  { start: 33.2, end: 58.03 },
  { start: 58.9, end: 61.73 },
  { start: 64.011, end: 70.5 },
  { start: 88.213, end: 90 },
];

let dir = '';
beforeAll(async () => {
  if (!available) return;
  dir = await mkdtemp(path.join(tmpdir(), 'scriptloom-openshot-'));
  // The media the timelines name, beside them, for OpenShot to open: sound alone, and a small
  // picture with sound.
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=duration=${DURATION}`, '-ar', '8000', 'call.wav'], {
    cwd: dir,
  });
  await run(
    'ffmpeg',
    [
      ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=64x48:rate=25:duration=${DURATION}`],
      ['-f', 'lavfi', '-i', `sine=duration=${DURATION}`, '-ar', '8000', '-c:v', 'mpeg4', '-shortest', 'call.mp4'],
    ].flat(),
    { cwd: dir },
  );
}, 60_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** What OpenShot's EDL or xmeml importer puts on the timeline of a project at `fps` frames a second. */
async function openShotReads(name: string, timeline: string, fps: number): Promise<OpenShotProject> {
  const file = path.join(dir, name);
  const out = `${file}.json`;
  // OpenShot keeps settings, logs and thumbnails under HOME; Qt wants a private runtime folder.
  const home = path.join(dir, `home-${name}`);
  await mkdir(home, { mode: 0o700 });
  await writeFile(file, timeline, 'utf8');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_RUNTIME_DIR: home,
    QT_QPA_PLATFORM: 'offscreen',
  };
  // Debian's python3 with its own modules, whatever Python the environment prefers.
  delete env.PYTHONHOME;
  delete env.PYTHONPATH;
  const kind = name.endsWith('.xml') ? 'xml' : 'edl';
  await run(PYTHON, [HARNESS, kind, file, String(fps), '1', out], { env, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(await readFile(out, 'utf8')) as OpenShotProject;
}

/**
 * OpenShot 2.6's EDL importer knows one channel to a line, "V" or "A" (its own exporter writes an
 * event's picture and sound as two lines with the event's number). CMX 3600's combined channels,
 * the "AA" (audio 1 and 2) and "AA/V" (both and the picture) that our export writes, it takes for
 * neither, and then places the clip at 0 with no length. So this rewrites that field alone, as
 * OpenShot's exporter would have written it; every number, time and name is read as we wrote it.
 */
function withOpenShotChannels(edl: string): string {
  const channels = { 'AA/V': ['V', 'A'], AA: ['A'] } as const;
  return edl
    .split('\r\n')
    .flatMap((line) => {
      const event = /^(\d{3,} +\S+ +)(AA\/V|AA)( +C +.*)$/.exec(line);
      if (!event) return [line];
      return channels[event[2] as keyof typeof channels].map((c) => `${event[1]}${c.padEnd(5)}${event[3]}`);
    })
    .join('\r\n');
}

const cases = [
  { fps: 30, kind: 'audio' as const, media: 'call.wav' },
  { fps: 25, kind: 'video' as const, media: 'call.mp4' },
  { fps: 30, kind: 'video' as const, media: 'call.mp4' },
];

describe.skipIf(!available)(`our EDL read by OpenShot${available ? '' : ' (openshot-qt is not installed)'}`, () => {
  it.each(cases)('places each kept range at $fps fps ($kind)', async ({ fps, kind, media }) => {
    const input: TimelineInput = {
      title: 'Interview',
      mediaName: media,
      mediaKind: kind,
      duration: DURATION,
      kept: KEPT,
      // The default rate is the export's own; 25 is passed to check the frame rate is honoured.
      ...(fps === 30 ? {} : { fps }),
    };
    const edl = renderEdl(input);
    const project = await openShotReads(`${kind}-${fps}.edl`, withOpenShotChannels(edl), fps);

    expect(project.prompts).toEqual([]);
    expect(project.clips).toHaveLength(KEPT.length);
    const clips = [...project.clips].sort((a, b) => a.position - b.position);
    const frame = 1 / fps;
    let edited = 0;
    clips.forEach((clip, i) => {
      const range = KEPT[i]!;
      expect(clip.path).toBe(media);
      expect(clip.title).toBe(media);
      // Sound alone is a clip with its picture off; a video keeps both.
      expect({ video: clip.video, audio: clip.audio }).toEqual({ video: kind === 'video', audio: true });
      // Within a frame of the exact times: where the range starts on the edited timeline, and
      // where it starts and ends in the recording.
      expect(Math.abs(clip.position - edited)).toBeLessThan(frame);
      expect(Math.abs(clip.start - range.start)).toBeLessThan(frame);
      expect(Math.abs(clip.end - range.end)).toBeLessThan(frame);
      edited += range.end - range.start;
      // Back to back: each clip ends where the next begins, neither gap nor overlap.
      const next = clips[i + 1];
      if (next) expect(clip.position + (clip.end - clip.start)).toBeCloseTo(next.position, 6);
    });
    const last = clips.at(-1)!;
    expect(Math.abs(last.position + last.end - last.start - edited)).toBeLessThan(frame);
  });

  it('reads the file as written as one clip per event, of the named media, on one new track', async () => {
    // The channel field aside (see withOpenShotChannels), the export needs nothing rewritten.
    const edl = renderEdl({
      title: 'Interview',
      mediaName: 'call.mp4',
      mediaKind: 'video',
      duration: DURATION,
      kept: KEPT,
    });
    const project = await openShotReads('as-written.edl', edl, 30);
    expect(project.prompts).toEqual([]);
    expect(project.clips.map((c) => c.path)).toEqual(KEPT.map(() => 'call.mp4'));
    expect(new Set(project.clips.map((c) => c.layer)).size).toBe(1);
  });
});

/**
 * An xmeml file may describe a file once, in the first clipitem that plays it, and refer to it by
 * its id after (`<file id="file-1"/>`), as Final Cut Pro 7 and Premiere Pro write it and ours does.
 * OpenShot 2.6's importer (importers/final_cut_pro.py) looks for a `<pathurl>` inside each clipitem
 * and skips one without, meaning to skip a video's linked sound, which it plays with the picture;
 * its own exporter writes the whole file into every clipitem but those. So this writes our
 * description into the clipitems OpenShot takes as its clips, as its exporter would have: every
 * picture clipitem of a video, every sound clipitem of audio alone (ours name their `sourcetrack`;
 * a video's sound clipitems stay references). Every number, time and name is read as we wrote it.
 */
function withOpenShotFiles(xml: string, kind: 'audio' | 'video'): string {
  const description = /<file id="([^"]+)">[\s\S]*?<\/file>/.exec(xml);
  if (!description) throw new Error('no file described');
  const reference = `<file id="${description[1]}"/>`;
  return xml.replace(/<clipitem [\s\S]*?<\/clipitem>/g, (clip) => {
    const sound = clip.includes('<sourcetrack>');
    return sound === (kind === 'audio') ? clip.replace(reference, description[0]) : clip;
  });
}

describe.skipIf(!available)(`our xmeml read by OpenShot${available ? '' : ' (openshot-qt is not installed)'}`, () => {
  it.each(cases)('places each kept range at $fps fps ($kind)', async ({ fps, kind, media }) => {
    const input: TimelineInput = {
      title: 'Interview',
      mediaName: media,
      mediaKind: kind,
      duration: DURATION,
      kept: KEPT,
      fps,
    };
    const xml = withOpenShotFiles(renderXmeml(input), kind);
    const project = await openShotReads(`${kind}-${fps}.xml`, xml, fps);

    // The media's URL is at the root (Scriptloom does not know the user's folder): OpenShot asks
    // for its folder once, by the file name we wrote, and finds every clip's media there.
    expect(project.prompts).toEqual([`Missing File (${media})`]);
    expect(project.clips).toHaveLength(KEPT.length);
    const clips = [...project.clips].sort((a, b) => a.position - b.position);
    const frame = 1 / fps;
    let edited = 0;
    clips.forEach((clip, i) => {
      const range = KEPT[i]!;
      expect(clip.path).toBe(path.join(dir, media));
      expect(clip.title).toBe(media);
      expect(clip.media_type).toBe(kind);
      // A video's clip plays its picture and sound (OpenShot's own reading of linked sound).
      expect(clip.audio).toBe(true);
      if (kind === 'video') expect(clip.video).toBe(true);
      expect(Math.abs(clip.position - edited)).toBeLessThan(frame);
      expect(Math.abs(clip.start - range.start)).toBeLessThan(frame);
      expect(Math.abs(clip.end - range.end)).toBeLessThan(frame);
      edited += range.end - range.start;
      const next = clips[i + 1];
      if (next) expect(clip.position + (clip.end - clip.start)).toBeCloseTo(next.position, 6);
    });
    // All on one track of OpenShot's own.
    expect(new Set(clips.map((c) => c.layer)).size).toBe(1);
    const last = clips.at(-1)!;
    expect(Math.abs(last.position + last.end - last.start - edited)).toBeLessThan(frame);
  });

  it('reads the file as written up to its first reference: the clipitem describing the media', async () => {
    // What withOpenShotFiles is for: as written, OpenShot takes the one clipitem with a pathurl
    // and skips the ones that refer to it, though they name the same file.
    const xml = renderXmeml({
      title: 'Interview',
      mediaName: 'call.wav',
      mediaKind: 'audio',
      duration: DURATION,
      kept: KEPT,
    });
    const project = await openShotReads('as-written.xml', xml, 30);
    expect(project.prompts).toEqual(['Missing File (call.wav)']);
    expect(project.clips).toHaveLength(1);
    expect(project.clips[0]!.path).toBe(path.join(dir, 'call.wav'));
    expect(Math.abs(project.clips[0]!.start - KEPT[0]!.start)).toBeLessThan(1 / 30);
  });
});
