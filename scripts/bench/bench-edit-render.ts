// Benchmark of the edited render (issue 40, point 7), one ffmpeg process per render as the worker
// runs it:
// - audio: a 60-minute episode of real speech (the podcast fixture looped, as the 64 kb/s mono
//   playback MP3 the server renders from) with 300 cuts, in each audio format, and as MP3
//   normalised to the podcast loudness target (two passes);
// - video: a 10-minute 1080p30 video (ffmpeg's testsrc2 picture with the fixture's speech, made
//   here, not kept) with 50 cuts, as MP4;
// - memory: the peak resident memory of ffmpeg for audio of `minutes` and half that, and for the
//   video's first half and whole, to show it does not grow with the length.
//
//   npm run bench:edit-render [-- --minutes=60 --cuts=300 --video-minutes=10 --video-cuts=50]
//
// Prints wall seconds and wall per second of source, and the CPU seconds ffmpeg used per second of
// source: on this machine with nothing else running, a render's wall time is at most that (the
// audio encoders use one core; x264 uses both, so a video's wall time is nearer half of it). Other
// work beside the bench slows the wall figure (renders run at nice 10). Budgets: audio at most
// 0.1 x its length, video at most 1 x.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOUDNESS_TARGETS } from '@scriptloom/contracts';
import { renderEdit, type EditRenderFormat, type LoudnessTarget } from '@scriptloom/media';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    cuts: { type: 'string', default: '300' },
    'video-minutes': { type: 'string', default: '10' },
    'video-cuts': { type: 'string', default: '50' },
  },
});
const seconds = Number(values.minutes) * 60;
const cuts = Number(values.cuts);
const videoSeconds = Number(values['video-minutes']) * 60;
const videoCuts = Number(values['video-cuts']);
const BUDGET = { audio: 0.1, video: 1 };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-bench-edit-'));
const file = (name: string) => path.join(work, name);
const fixture = path.resolve(import.meta.dirname, '../../fixtures/podcast-2spk.mp3');
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args]);

/** `count` cuts of 1.5 s spread evenly over `length` seconds: what struck words and pauses take out. */
function evenCuts(length: number, count: number) {
  const step = length / (count + 1);
  return Array.from({ length: count + 1 }, (_, i) => ({
    start: i === 0 ? 0 : i * step + 0.75,
    end: i === count ? length : (i + 1) * step - 0.75,
  }));
}

/** CPU seconds used by this process's children that have ended (/proc/self/stat cutime + cstime). */
function childCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the command name: state is field 3, cutime and cstime are fields 16 and 17; 100 ticks a second.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Watches this process's ffmpeg children and keeps the largest peak resident memory (VmHWM) seen. */
function watchPeakMemory() {
  let peakKb = 0;
  const look = () => {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        if (!/^Name:\s+ffmpeg$/m.test(status)) continue;
        if (Number(/^PPid:\s+(\d+)$/m.exec(status)?.[1]) !== process.pid) continue;
        peakKb = Math.max(peakKb, Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0));
      } catch {
        // Ended between the listing and the read.
      }
    }
  };
  const timer = setInterval(look, 100);
  return {
    stop() {
      clearInterval(timer);
      look();
      return peakKb / 1024;
    },
  };
}

async function measure(
  label: string,
  source: { path: string; seconds: number },
  kept: { start: number; end: number }[],
  format: EditRenderFormat,
  budget: number,
  loudness?: LoudnessTarget,
) {
  const keptSeconds = kept.reduce((sum, r) => sum + r.end - r.start, 0);
  const memory = watchPeakMemory();
  const cpuBefore = childCpuSeconds();
  const started = process.hrtime.bigint();
  const result = await renderEdit({
    inputPath: source.path,
    outputPath: file(`edited-${label.replace(/\W+/g, '-')}.${format}`),
    kept,
    format,
    loudness,
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = childCpuSeconds() - cpuBefore;
  const peakMb = memory.stop();
  const ratio = wall / source.seconds;
  const cpuRatio = cpu / source.seconds;
  console.log(
    `${label}: ${wall.toFixed(1)} s wall = ${ratio.toFixed(3)} x source (${ratio <= budget ? 'within' : 'OVER'} ${budget} x); ` +
      `CPU ${cpu.toFixed(1)} s = ${cpuRatio.toFixed(3)} x source; ffmpeg peak RSS ${peakMb.toFixed(0)} MB; ` +
      `written ${result.duration.toFixed(2)} s (kept ${keptSeconds.toFixed(2)} s)` +
      (result.loudness === null ? '' : `, result ${result.loudness.toFixed(1)} LUFS`),
  );
}

try {
  ffmpeg(
    ...['-stream_loop', '-1', '-i', fixture, '-t', String(seconds)],
    ...['-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', file('episode.mp3')],
  );
  const episode = { path: file('episode.mp3'), seconds };
  const half = { path: episode.path, seconds: seconds / 2 };
  console.log(`audio: ${seconds} s of speech, ${cuts} cuts; video: ${videoSeconds} s of 1080p30, ${videoCuts} cuts`);
  const kept = evenCuts(seconds, cuts);
  for (const format of ['mp3', 'wav', 'm4a'] as EditRenderFormat[]) {
    await measure(`${format}, ${seconds / 60} min`, episode, kept, format, BUDGET.audio);
  }
  await measure(
    `mp3 + podcast loudness, ${seconds / 60} min`,
    episode,
    kept,
    'mp3',
    BUDGET.audio,
    LOUDNESS_TARGETS.podcast,
  );
  // Half the length (the first half of the same episode, half the cuts): memory should not change.
  await measure(`mp3, ${seconds / 120} min`, half, evenCuts(seconds / 2, cuts / 2), 'mp3', BUDGET.audio);

  // The source video: x264 ultrafast so that making it is quick; its speech is the fixture's.
  console.log('making the test video...');
  ffmpeg(
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${videoSeconds}`],
    ...['-stream_loop', '-1', '-i', fixture, '-t', String(videoSeconds), '-map', '0:v', '-map', '1:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '26', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'],
    file('video.mp4'),
  );
  const video = { path: file('video.mp4'), seconds: videoSeconds };
  await measure(`mp4, ${videoSeconds / 60} min 1080p`, video, evenCuts(videoSeconds, videoCuts), 'mp4', BUDGET.video);
  await measure(
    `mp4, first ${videoSeconds / 120} min 1080p`,
    { path: video.path, seconds: videoSeconds / 2 },
    evenCuts(videoSeconds / 2, videoCuts / 2),
    'mp4',
    BUDGET.video,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
