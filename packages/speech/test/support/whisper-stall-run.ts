/**
 * Run by whisper-binding.test.ts in a process of its own: the whisper engine on the real binding
 * with a model whose run fails inside whisper.cpp, which binding 1.1.3 never reports. The engine's
 * stall watch must give the run up with a clear error, and the next file must load the model
 * afresh (counted through the binding loader) instead of waiting behind the lost run. Prints JSON.
 */
import { createWhisperEngine } from '../../src/whisper/whisper-engine.js';
import { loadWhisperBinding } from '../../src/whisper/load-whisper-binding.js';

const [model, wav, seconds, stallMs] = process.argv.slice(2);
let loads = 0;
const engine = createWhisperEngine(
  { engine: 'whisper', whisperModel: model, concurrency: 2 },
  {
    stallMs: Number(stallMs),
    loadBinding: () => {
      loads++;
      return loadWhisperBinding();
    },
  },
);
const input = { wavPath: wav!, durationSec: Number(seconds), language: 'en' };
const started = performance.now();
let first: { code?: string; message: string } | null = null;
try {
  await engine.transcribe(input);
} catch (caught) {
  first = { code: (caught as { code?: string }).code, message: (caught as Error).message };
}
const failedMs = Math.round(performance.now() - started);
// The next file: it starts at once (no wait behind the lost run) on a new context; stopped at its
// first progress report, which comes once the model is loaded and the audio read.
const controller = new AbortController();
const nextStarted = performance.now();
let nextProgressMs: number | null = null;
try {
  await engine.transcribe(input, {
    signal: controller.signal,
    onProgress: () => {
      nextProgressMs ??= Math.round(performance.now() - nextStarted);
      controller.abort();
    },
  });
} catch {
  // the abort
}
console.log(JSON.stringify({ first, failedMs, loads, nextProgressMs }));
process.exit(0);
