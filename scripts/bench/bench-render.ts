// Benchmark of the audiogram and reel renderers: each shape and each reel framing on a 30 s and a
// 90 s clip of generated media, one ffmpeg process per render, as the server runs them.
//
//   npm run bench:render [-- --lengths=30,90]
//
// Prints wall seconds, seconds of render per second of clip, the ffmpeg process's CPU seconds
// (steadier than wall time on a shared machine) and its peak memory (VmHWM from /proc), which
// should stay flat from 30 s to 90 s: the renderer streams, it holds no clip in memory. The
// budget: a 30 s square audiogram in at most 10 s.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderAudiogram, renderReel, type CaptionWord, type RenderShape } from '@scriptloom/media';

const BUDGET_S = 10;
const TICKS_PER_S = 100;
const { values } = parseArgs({ options: { lengths: { type: 'string', default: '30,90' } } });
const lengths = values.lengths.split(',').map(Number);
const longest = Math.max(...lengths);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-render-'));
const file = (name: string) => path.join(work, name);
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args]);

// Inputs like the real ones: the playback MP3 (64 kb/s mono) and a 720p H.264 upload with sound.
// The tone swells and fades a few times a second so the waveform moves as it does with speech.
const source = longest + 2;
ffmpeg(
  '-f',
  'lavfi',
  '-i',
  `sine=f=180:d=${source},apulsator=hz=2.5`,
  '-ac',
  '1',
  '-c:a',
  'libmp3lame',
  '-b:a',
  '64k',
  file('talk.mp3'),
);
ffmpeg(
  ...['-f', 'lavfi', '-i', `testsrc2=s=1280x720:r=30:d=${source}`, '-i', file('talk.mp3')],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '28', '-c:a', 'aac', '-shortest', file('talk.mp4')],
);

/** A caption word every 0.35 s, about the pace of conversation. */
function words(duration: number): CaptionWord[] {
  const vocabulary = 'so the garden is where most of the ideas for this show actually begin every spring'.split(' ');
  return Array.from({ length: Math.floor(duration / 0.35) }, (_, i) => ({
    text: vocabulary[i % vocabulary.length]!,
    start: i * 0.35,
    end: i * 0.35 + 0.3,
  }));
}

/** Samples the ffmpeg children of this process until stopped: their peak memory and CPU time. */
function watchFfmpeg() {
  let peakKb = 0;
  let cpuTicks = 0;
  const sample = () => {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (name !== 'ffmpeg' || Number(fields[1]) !== process.pid) continue;
        cpuTicks = Math.max(cpuTicks, Number(fields[11]) + Number(fields[12]));
        const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
      } catch {
        // the process ended while we looked
      }
    }
  };
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      return { peakMb: peakKb / 1024, cpuS: cpuTicks / TICKS_PER_S };
    },
  };
}

const common = (duration: number) => ({
  start: 1,
  end: 1 + duration,
  words: words(duration),
  speaker: 'Ada Lovelace',
  title: 'Episode 12: What the garden taught us about patience',
  outputPath: file('out.mp4'),
  audioOutputPath: file('out.m4a'),
});

const cases: Array<{ label: string; render: (duration: number) => Promise<unknown> }> = [
  ...(['square', 'portrait', 'landscape'] as RenderShape[]).map((shape) => ({
    label: `audiogram ${shape}`,
    render: (duration: number) =>
      renderAudiogram({
        ...common(duration),
        audioPath: file('talk.mp3'),
        shape,
        background: { id: 'studio-glow', kind: 'image' },
      }),
  })),
  ...(['crop', 'blur'] as const).map((framing) => ({
    label: `reel ${framing}`,
    render: (duration: number) => renderReel({ ...common(duration), videoPath: file('talk.mp4'), framing }),
  })),
];

console.log(`render benchmark on ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
console.log(
  `${'render'.padEnd(20)} ${'clip s'.padStart(6)} ${'wall s'.padStart(7)} ${'s per s'.padStart(8)} ${'cpu s'.padStart(7)} ${'peak MB'.padStart(8)}`,
);
let squareWall = Number.NaN;
for (const { label, render } of cases) {
  for (const duration of lengths) {
    const watch = watchFfmpeg();
    const started = performance.now();
    await render(duration);
    const wall = (performance.now() - started) / 1000;
    const { peakMb, cpuS } = watch.stop();
    if (label === 'audiogram square' && duration === 30) squareWall = wall;
    console.log(
      `${label.padEnd(20)} ${String(duration).padStart(6)} ${wall.toFixed(1).padStart(7)} ${(wall / duration).toFixed(3).padStart(8)} ${cpuS.toFixed(1).padStart(7)} ${peakMb.toFixed(0).padStart(8)}`,
    );
  }
}
fs.rmSync(work, { recursive: true, force: true });
if (Number.isFinite(squareWall)) {
  const verdict = squareWall <= BUDGET_S ? 'within' : 'OVER';
  console.log(`SUMMARY 30 s square audiogram: ${squareWall.toFixed(1)} s, ${verdict} the ${BUDGET_S} s budget`);
}
