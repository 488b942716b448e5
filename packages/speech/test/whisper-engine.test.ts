import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SpeechError } from '../src/index.js';
import { checkWhisperModel } from '../src/whisper/check-whisper-model.js';
import type { WhisperBinding } from '../src/whisper/load-whisper-binding.js';
import { mapWhisperSegments, type WhisperSegment } from '../src/whisper/map-whisper-segments.js';
import { createWhisperEngine } from '../src/whisper/whisper-engine.js';

const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-whisper-')) };
afterAll(() => rmSync(temp.dir, { recursive: true, force: true }));

/** The start of a ggml model file: magic "ggml" (little-endian) and the vocabulary size. */
/** A model file's header: magic, vocabulary size, and (unless `empty`) the base model's dimensions. */
function fakeModel(name: string, vocab: number, empty = false): string {
  const head = Buffer.alloc(64);
  head.writeUInt32LE(0x67676d6c, 0);
  head.writeInt32LE(vocab, 4);
  if (!empty) [1500, 512, 8, 6, 448, 512, 8, 6, 80].forEach((d, i) => head.writeInt32LE(d, 8 + 4 * i));
  const path = join(temp.dir, name);
  writeFileSync(path, head);
  return path;
}

describe('checkWhisperModel', () => {
  it('explains each problem with the model file', async () => {
    await expect(checkWhisperModel(undefined)).rejects.toThrow(
      new SpeechError(
        'CONFIG',
        'WHISPER_MODEL is not set: point it at a whisper.cpp model file such as ggml-base.en.bin.',
      ),
    );
    const missing = join(temp.dir, 'ggml-small.bin');
    await expect(checkWhisperModel(missing)).rejects.toThrow(`Whisper model file not found: ${missing}`);

    const text = join(temp.dir, 'model.bin');
    writeFileSync(text, '<html>404 Not Found</html>');
    await expect(checkWhisperModel(text)).rejects.toThrow(`${text} is not a whisper.cpp (ggml) model file`);
    const folder = join(temp.dir, 'models');
    mkdirSync(folder);
    await expect(checkWhisperModel(folder)).rejects.toThrow(`${folder} is not a whisper.cpp (ggml) model file`);
  });

  it('accepts a ggml file and tells English-only models from multilingual ones', async () => {
    expect(await checkWhisperModel(fakeModel('ggml-base.en.bin', 51864))).toMatchObject({ multilingual: false });
    expect(await checkWhisperModel(fakeModel('ggml-base.bin', 51865))).toMatchObject({ multilingual: true });
  });
});

// whisper.cpp with tokenTimestamps and maxLen 1: one token per segment, times in milliseconds.
const TOKENS: WhisperSegment[] = [
  { text: ' [', t0: 0, t1: 0 },
  { text: 'BLANK', t0: 0, t1: 0 },
  { text: '_AUDIO', t0: 0, t1: 0 },
  { text: ']', t0: 0, t1: 500 },
  { text: ' Welcome', t0: 500, t1: 900 },
  { text: ' back', t0: 900, t1: 1100 },
  { text: ',', t0: 1100, t1: 1400 },
  { text: ' David', t0: 1500, t1: 1800 },
  { text: ' Ok', t0: 1800, t1: 1950 },
  { text: 'af', t0: 1950, t1: 2100 },
  { text: 'or', t0: 2100, t1: 2300 },
  { text: '.', t0: 2300, t1: 2600 },
  { text: ' (', t0: 2600, t1: 2700 },
  { text: 'upbeat music', t0: 2700, t1: 3000 },
  { text: ')', t0: 3000, t1: 3100 },
  { text: ' ♪', t0: 3100, t1: 3200 },
  { text: ' It', t0: 3200, t1: 3300 },
  { text: "'s", t0: 3300, t1: 3400 },
  { text: ' 70', t0: 3400, t1: 3700 },
  { text: '%', t0: 3700, t1: 3800 },
  { text: ' -', t0: 3800, t1: 3900 },
  { text: ' great', t0: 3900, t1: 4200 },
  { text: ' !', t0: 4200, t1: 4300 },
];

describe('mapWhisperSegments', () => {
  it('joins sub-word tokens into words with times in seconds and drops non-speech notes', () => {
    expect(mapWhisperSegments(TOKENS)).toEqual([
      { text: 'Welcome', start: 0.5, end: 0.9, confidence: 1 },
      { text: 'back,', start: 0.9, end: 1.1, confidence: 1 },
      { text: 'David', start: 1.5, end: 1.8, confidence: 1 },
      { text: 'Okafor.', start: 1.8, end: 2.3, confidence: 1 },
      { text: "It's", start: 3.2, end: 3.4, confidence: 1 },
      { text: '70%', start: 3.4, end: 3.7, confidence: 1 },
      { text: 'great!', start: 3.9, end: 4.2, confidence: 1 },
    ]);
  });

  it('keeps times inside the audio when whisper runs past its end', () => {
    // The shape of a real run's end on a 3 s clip: timestamps in the window's silent padding.
    const tail = [
      { text: ' risega', t0: 2900, t1: 3150 },
      { text: ' risega', t0: 3150, t1: 4220 },
    ];
    expect(mapWhisperSegments(tail, 3)).toEqual([
      { text: 'risega', start: 2.9, end: 3, confidence: 1 },
      { text: 'risega', start: 3, end: 3, confidence: 1 },
    ]);
  });

  it('gives nothing for silence', () => {
    expect(mapWhisperSegments([{ text: ' [BLANK_AUDIO]', t0: 0, t1: 3000 }])).toEqual([]);
  });
});

/** A stand-in for the native binding that records what the engine asked for. */
function fakeBinding(calls: Array<{ model: string; wav: string; options: Record<string, unknown> }>): WhisperBinding {
  return {
    WhisperContext: class {
      constructor(readonly options: { filePath: string }) {}
      transcribeFile(wav: string, options: Record<string, unknown> & { onProgress?: (p: number) => void }) {
        calls.push({ model: this.options.filePath, wav, options });
        options.onProgress?.(50);
        return { stop: async () => {}, promise: Promise.resolve({ segments: TOKENS.slice(4, 8), isAborted: false }) };
      }
      async release() {}
    } as unknown as WhisperBinding['WhisperContext'],
  };
}

describe('whisper engine', () => {
  it('checks the model file before loading anything', async () => {
    const engine = createWhisperEngine(
      { engine: 'whisper', whisperModel: join(temp.dir, 'nope.bin') },
      { loadBinding: () => Promise.reject(new Error('must not load')) },
    );
    await expect(engine.transcribe({ wavPath: 'x.wav', durationSec: 1 })).rejects.toThrow(
      /^Whisper model file not found: /,
    );
  });

  it('asks for token timestamps, reports progress and maps the result; the model loads once', async () => {
    const calls: Array<{ model: string; wav: string; options: Record<string, unknown> }> = [];
    let loads = 0;
    const model = fakeModel('ggml-tiny.en.bin', 51864);
    const engine = createWhisperEngine(
      { engine: 'whisper', whisperModel: model, concurrency: 2 },
      { loadBinding: async () => (loads++, fakeBinding(calls)) },
    );
    const progress: number[] = [];
    const result = await engine.transcribe(
      { wavPath: 'a.wav', durationSec: 3 },
      { onProgress: (f) => progress.push(f) },
    );
    await engine.transcribe({ wavPath: 'b.wav', durationSec: 3, language: 'en-GB' });

    expect(result).toEqual({
      speakersFromEngine: false,
      punctuated: true,
      words: [
        { text: 'Welcome', start: 0.5, end: 0.9, confidence: 1 },
        { text: 'back,', start: 0.9, end: 1.1, confidence: 1 },
        { text: 'David', start: 1.5, end: 1.8, confidence: 1 },
      ],
    });
    expect(loads).toBe(1);
    expect(calls.map((c) => [c.model, c.wav, c.options.language])).toEqual([
      [model, 'a.wav', 'en'],
      [model, 'b.wav', 'en'],
    ]);
    expect(calls[0]!.options).toMatchObject({ tokenTimestamps: true, maxLen: 1, maxThreads: 2 });
    expect(calls[0]!.options).not.toHaveProperty('prompt');
    expect(progress).toEqual([0.5, 1]);
  });

  it("primes whisper with the person's vocabulary", async () => {
    const calls: Array<{ model: string; wav: string; options: Record<string, unknown> }> = [];
    const engine = createWhisperEngine(
      { engine: 'whisper', whisperModel: fakeModel('ggml-small.en.bin', 51864) },
      { loadBinding: async () => fakeBinding(calls) },
    );
    await engine.transcribe({ wavPath: 'a.wav', durationSec: 3, vocabulary: ['Okafor', 'Northwind Labs'] });
    expect(calls[0]!.options.prompt).toBe('Okafor, Northwind Labs.');
  });

  it('refuses another language on an English-only model', async () => {
    const engine = createWhisperEngine(
      { engine: 'whisper', whisperModel: fakeModel('ggml-base.en.bin', 51864) },
      { loadBinding: async () => fakeBinding([]) },
    );
    await expect(engine.transcribe({ wavPath: 'a.wav', durationSec: 1, language: 'fr' })).rejects.toThrow(
      /English-only model/,
    );
  });

  it('refuses a model whose header is empty before the native library sees it', async () => {
    // The right magic but no dimensions: the native library can abort the process on such a file.
    const broken = fakeModel('ggml-broken.bin', 51864, true);
    const engine = createWhisperEngine({ engine: 'whisper', whisperModel: broken });
    await expect(engine.transcribe({ wavPath: 'a.wav', durationSec: 1 })).rejects.toThrow(
      `${broken} is a damaged or incomplete whisper.cpp model file (its header is empty)`,
    );
  });

  it('answers an abort at once, and starts the next file only when the aborted run has ended', async () => {
    // The native binding notices stop() only between 30 s windows: its run goes on after the abort.
    const events: string[] = [];
    const runs: Array<() => void> = [];
    const binding: WhisperBinding = {
      WhisperContext: class {
        transcribeFile(wav: string, options: { onProgress?: (p: number) => void }) {
          events.push(`start ${wav}`);
          options.onProgress?.(0);
          let finish = () => {};
          const promise = new Promise<{ segments: WhisperSegment[]; isAborted: boolean }>((resolve) => {
            finish = () => resolve({ segments: TOKENS.slice(4, 6), isAborted: false });
          });
          runs.push(() => {
            events.push(`end ${wav}`);
            finish();
          });
          return { stop: async () => void events.push(`stop ${wav}`), promise };
        }
        async release() {}
      } as unknown as WhisperBinding['WhisperContext'],
    };
    const engine = createWhisperEngine(
      { engine: 'whisper', whisperModel: fakeModel('ggml-tiny.en.bin', 51864) },
      { loadBinding: async () => binding },
    );
    const controller = new AbortController();
    const first = engine.transcribe(
      { wavPath: 'a.wav', durationSec: 3 },
      { signal: controller.signal, onProgress: () => controller.abort() },
    );
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual(['start a.wav', 'stop a.wav']);

    const second = engine.transcribe({ wavPath: 'b.wav', durationSec: 3 });
    runs[0]!();
    await expect.poll(() => runs.length).toBe(2);
    runs[1]!();
    expect((await second).words.map((w) => w.text)).toEqual(['Welcome', 'back']);
    expect(events).toEqual(['start a.wav', 'stop a.wav', 'end a.wav', 'start b.wav', 'end b.wav']);
  });
});
