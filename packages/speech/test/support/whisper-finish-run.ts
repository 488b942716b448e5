/**
 * Run by whisper-binding.test.ts in a process of its own: the whisper engine on the real binding,
 * left to finish. Prints the words, the progress reported and how long it took as JSON. A process
 * of its own keeps the native context (about 250 MB) out of the test worker, which vitest reuses.
 */
import { createSpeechEngine } from '../../src/index.js';

const [model, wav, seconds] = process.argv.slice(2);
const engine = createSpeechEngine({ engine: 'whisper', whisperModel: model, concurrency: 2 });
const progress: number[] = [];
const started = performance.now();
const result = await engine.transcribe(
  { wavPath: wav!, durationSec: Number(seconds), language: 'en' },
  { onProgress: (fraction) => progress.push(fraction) },
);
console.log(JSON.stringify({ words: result.words, progress, ms: Math.round(performance.now() - started) }));
process.exit(0);
