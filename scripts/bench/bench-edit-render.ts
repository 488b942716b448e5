// Benchmark of the edited render (issue 40): a 60-minute episode of real speech (the podcast
// fixture looped, as the 64 kb/s mono playback MP3 the server renders from) with 300 cuts, in each
// audio format, one ffmpeg process per render as the worker runs it.
//
//   npm run bench:edit-render [-- --minutes=60 --cuts=300]
//
// Prints wall seconds and seconds of render per second of source. The budget (issue 40, point 7):
// at most 0.1 x the source's length on this 2-core machine. Video renders are not built yet.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderEdit, type EditRenderFormat } from '@scriptloom/media';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '60' }, cuts: { type: 'string', default: '300' } },
});
const seconds = Number(values.minutes) * 60;
const cuts = Number(values.cuts);
const BUDGET = 0.1;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-edit-'));
const file = (name: string) => path.join(work, name);
const fixture = path.resolve(import.meta.dirname, '../../fixtures/podcast-2spk.mp3');
execFileSync('ffmpeg', [
  ...['-nostdin', '-v', 'error', '-y', '-stream_loop', '-1', '-i', fixture, '-t', String(seconds)],
  ...['-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', file('episode.mp3')],
]);

// `cuts` cuts of 1.5 s spread evenly: what 300 struck words and pauses take out of an hour.
const step = seconds / (cuts + 1);
const kept = Array.from({ length: cuts + 1 }, (_, i) => ({
  start: i === 0 ? 0 : i * step + 0.75,
  end: i === cuts ? seconds : (i + 1) * step - 0.75,
}));
const keptSeconds = kept.reduce((sum, r) => sum + r.end - r.start, 0);

console.log(`source ${seconds} s, ${cuts} cuts, kept ${keptSeconds.toFixed(1)} s; budget ${BUDGET} x source`);
try {
  for (const format of ['mp3', 'wav', 'm4a'] as EditRenderFormat[]) {
    const started = process.hrtime.bigint();
    const { duration } = await renderEdit({
      inputPath: file('episode.mp3'),
      outputPath: file(`edited.${format}`),
      kept,
      format,
    });
    const wall = Number(process.hrtime.bigint() - started) / 1e9;
    const ratio = wall / seconds;
    console.log(
      `${format}: ${wall.toFixed(1)} s wall, ${ratio.toFixed(3)} x source, written ${duration.toFixed(2)} s ` +
        `(kept ${keptSeconds.toFixed(2)} s) ${ratio <= BUDGET ? 'within' : 'OVER'} budget`,
    );
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
