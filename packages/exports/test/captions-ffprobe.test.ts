import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTION_DEFAULTS } from '@scriptloom/contracts';
import { segmentCaptions } from '../src/captions/segment.js';
import { prepareExport } from '../src/prepare.js';
import { renderSrt } from '../src/text/srt.js';
import { renderVtt } from '../src/text/vtt.js';
import { opts, smallSource, syntheticSource } from './export-fixtures.js';

const run = promisify(execFile);
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'scriptloom-captions-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What ffmpeg's subtitle demuxer reads from the file: one packet per cue. */
async function probe(name: string, body: string): Promise<{ pts_time: string; duration_time: string }[]> {
  const file = path.join(dir, name);
  await writeFile(file, body, 'utf8');
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'packet=pts_time,duration_time', '-of', 'json', file],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return (JSON.parse(stdout) as { packets?: { pts_time: string; duration_time: string }[] }).packets ?? [];
}

const sources = {
  small: smallSource(),
  synthetic: syntheticSource(3000),
};

describe.each(Object.entries(sources))('ffprobe reads the captions of the %s transcript', (_name, source) => {
  const doc = prepareExport(source, opts({ format: 'srt' }));
  const limits = {
    maxCharsPerLine: CAPTION_DEFAULTS.max_chars_per_line,
    maxLinesPerCue: CAPTION_DEFAULTS.max_lines_per_cue,
    maxCueSeconds: CAPTION_DEFAULTS.max_cue_seconds,
  };

  it.each([
    // srt labels speaker changes on the line, which takes room and so can change the cuts.
    ['srt', renderSrt, (s: string) => `${s}:`],
    ['vtt', renderVtt, undefined],
  ] as const)('%s', async (extension, render, label) => {
    const cues = segmentCaptions(doc.paragraphs, { ...limits, label });
    const packets = await probe(`${_name}.${extension}`, render(doc));
    expect(packets.length).toBe(cues.length);
    expect(Number(packets[0]!.pts_time)).toBeCloseTo(cues[0]!.startMs / 1000, 3);
    expect(Number(packets[0]!.duration_time)).toBeCloseTo((cues[0]!.endMs - cues[0]!.startMs) / 1000, 3);
    const last = packets.at(-1)!;
    expect(Number(last.pts_time)).toBeCloseTo(cues.at(-1)!.startMs / 1000, 3);
  });
});
