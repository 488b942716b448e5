/**
 * Run by whisper-binding.test.ts in a process of its own: the whisper engine on the real binding,
 * aborted as soon as whisper.cpp reports its first progress. Prints what happened as JSON and exits,
 * which also ends the native run the abort leaves going (whisper.cpp notices a stop only between
 * 30 s windows) unless the test kills this process first, as it does once it has the line.
 */
import { createSpeechEngine } from '../../src/index.js';

const [model, wav, seconds] = process.argv.slice(2);
const engine = createSpeechEngine({ engine: 'whisper', whisperModel: model, concurrency: 2 });
const controller = new AbortController();
const progress: number[] = [];
const started = performance.now();
let abortedAt = 0;
let error: { name: string; message: string } | null = null;
try {
  await engine.transcribe(
    { wavPath: wav!, durationSec: Number(seconds), language: 'en' },
    {
      signal: controller.signal,
      onProgress(fraction) {
        progress.push(fraction);
        if (!abortedAt) {
          abortedAt = performance.now();
          controller.abort();
        }
      },
    },
  );
} catch (caught) {
  error = { name: (caught as Error).name, message: (caught as Error).message };
}
const settled = performance.now();
console.log(
  JSON.stringify({
    progress,
    error,
    startMs: Math.round((abortedAt || settled) - started),
    stopMs: abortedAt ? Math.round(settled - abortedAt) : null,
  }),
);
process.exit(0); // may wait for the native run; the test does not wait for it
