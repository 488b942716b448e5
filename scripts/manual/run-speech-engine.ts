// Quick check, not a test: runs a speech engine on a media file and prints the word count and times.
//
//   npx tsx scripts/manual/run-speech-engine.ts FILE [--engine sphinx|whisper|openai]
//       [--concurrency N] [--sphinx-args "-ds 2 -topn 2"] [--target SEC] [--out hyp.json]
//
// Engine settings not given as flags come from the environment, read as the server reads them
// (ASR_ENGINE, WHISPER_MODEL, ASR_BASE_URL, ASR_MODEL, ASR_API_KEY, ASR_CONCURRENCY). --out writes [{speaker, words}] for scoring against a
// reference transcript.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { normaliseMedia, probeMedia } from '@scriptloom/media';
import { loadConfig } from '../../apps/server/src/config.js';
import { createSpeechEngine, type SpeechEngine } from '@scriptloom/speech';
import { createSphinxEngine } from '../../packages/speech/src/sphinx/sphinx-engine.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string' },
    concurrency: { type: 'string' },
    'sphinx-args': { type: 'string' },
    target: { type: 'string' },
    out: { type: 'string' },
  },
});
const input = positionals[0];
if (!input) {
  console.error(
    'usage: run-speech-engine.ts FILE [--engine NAME] [--concurrency N] [--sphinx-args "..."] [--target SEC] [--out hyp.json]',
  );
  process.exit(2);
}

const config = { ...loadConfig(process.env).asr };
if (values.engine) config.engine = values.engine as typeof config.engine;
if (values.concurrency) config.concurrency = Number(values.concurrency);
const sphinxTuned = values['sphinx-args'] !== undefined || values.target !== undefined;
const engine: SpeechEngine =
  config.engine === 'sphinx' && sphinxTuned
    ? createSphinxEngine(config, {
        args: values['sphinx-args']?.split(/\s+/).filter(Boolean),
        targetSec: values.target ? Number(values.target) : undefined,
      })
    : createSpeechEngine(config);

const dir = mkdtempSync(join(tmpdir(), 'scriptloom-run-engine-'));
try {
  let t = performance.now();
  const probe = await probeMedia(input);
  const wavPath = join(dir, 'audio.wav');
  await normaliseMedia(input, { wavPath, durationSec: probe.durationSec });
  const prepareSec = (performance.now() - t) / 1000;

  t = performance.now();
  let lastShown = 0;
  const result = await engine.transcribe(
    { wavPath, durationSec: probe.durationSec, language: 'en' },
    {
      onProgress: (f) => {
        if (f - lastShown >= 0.25 || f === 1) {
          lastShown = f;
          process.stderr.write(`  ${Math.round(f * 100)}%\n`);
        }
      },
    },
  );
  const asrSec = (performance.now() - t) / 1000;

  const words = result.words;
  const meanConfidence = words.reduce((sum, w) => sum + w.confidence, 0) / Math.max(1, words.length);
  console.log(
    JSON.stringify({
      engine: engine.name,
      audio_sec: +probe.durationSec.toFixed(2),
      prepare_sec: +prepareSec.toFixed(2),
      asr_sec: +asrSec.toFixed(2),
      rtf: +(asrSec / probe.durationSec).toFixed(3),
      words: words.length,
      mean_confidence: +meanConfidence.toFixed(3),
    }),
  );
  console.log(
    words
      .slice(0, 30)
      .map((w) => w.text)
      .join(' '),
  );
  if (values.out) writeFileSync(values.out, JSON.stringify([{ speaker: 'S1', words }]));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
