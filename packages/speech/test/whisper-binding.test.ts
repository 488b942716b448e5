import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecognizedWord } from '../src/index.js';
import { TINY_SHAPE, writeRandomWhisperModel } from './support/whisper-model-file.js';

// The real whisper.cpp binding on a generated model of the tiny shape (random weights, so what it
// would write means nothing) and a few seconds of the repo's podcast fixture.
const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-whisper-real-')) };
const model = join(temp.dir, 'ggml-tiny.en.bin');
const wav = join(temp.dir, 'intro.wav');
const SECONDS = 3;
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  const started = performance.now();
  figures.modelBytes = await writeRandomWhisperModel(model, { vocabulary: 51864, seed: 7 });
  figures.writeMs = Math.round(performance.now() - started);
  execFileSync('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y', '-t', String(SECONDS), '-i', join(repo, 'fixtures/podcast-2spk.mp3')],
    ...['-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav],
  ]);
}, 60_000);
afterAll(() => {
  console.info('whisper on the real binding:', JSON.stringify(figures));
  rmSync(temp.dir, { recursive: true, force: true });
});

describe('whisper engine on the real binding', () => {
  it('writes a model of the tiny shape', () => {
    // 4+4 layers of 384 wide, a 51864-token embedding in f16, position tables in f32: about 77 MB.
    const { state, layers, audioCtx, textCtx } = TINY_SHAPE;
    const perLayer = 12 * state * state; // attention (4) and MLP (8) matrices of an encoder block
    const f16 = 2 * (51864 * state + layers * perLayer + layers * (perLayer + 4 * state * state));
    expect(figures.modelBytes).toBeGreaterThan(f16 + 4 * state * (audioCtx + textCtx));
    expect(figures.modelBytes).toBeLessThan(80_000_000);
  });

  it('loads the model, reports progress and answers an abort at once', async () => {
    const stdout = await firstLine(
      // node with tsx's loader rather than the tsx command, which would run the script in a
      // grandchild that outlives the kill below.
      spawn(
        process.execPath,
        ['--import', 'tsx', join(here, 'support/whisper-abort-run.ts'), model, wav, String(SECONDS)],
        {
          cwd: repo,
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      ),
    );
    const run = JSON.parse(stdout) as {
      progress: number[];
      error: { name: string; message: string } | null;
      startMs: number;
      stopMs: number | null;
    };
    Object.assign(figures, { startMs: run.startMs, stopMs: run.stopMs });
    // whisper.cpp reports 0 % as it starts its first window: the model loaded and the audio was read.
    expect(run.progress[0]).toBe(0);
    expect(run.error).toMatchObject({ name: 'AbortError' });
    expect(run.stopMs).toBeLessThan(2_000);
  }, 60_000);

  it('finishes a run, whose segments map to timed words inside the audio', async () => {
    const stdout = await firstLine(
      spawn(
        process.execPath,
        ['--import', 'tsx', join(here, 'support/whisper-finish-run.ts'), model, wav, String(SECONDS)],
        { cwd: repo, stdio: ['ignore', 'pipe', 'ignore'] },
      ),
    );
    const run = JSON.parse(stdout) as { words: RecognizedWord[]; progress: number[]; ms: number };
    figures.finishMs = run.ms;
    figures.words = run.words.length;
    // Random weights decode made-up pieces of the generated vocabulary; what matters is their form.
    expect(run.words.length).toBeGreaterThan(0);
    let previous = 0;
    for (const word of run.words) {
      expect(word.text).toMatch(/^[a-z]+[.,?!]*$/);
      expect(Number.isFinite(word.start) && Number.isFinite(word.end)).toBe(true);
      expect(word.start).toBeGreaterThanOrEqual(previous);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.end).toBeLessThanOrEqual(SECONDS);
      expect(word.confidence).toBe(1);
      previous = word.start;
    }
    expect(run.progress[0]).toBe(0);
    expect(run.progress.at(-1)).toBe(1);
  }, 150_000);

  it('gives up a run whisper.cpp never reports the end of, with a clear error, and loads afresh for the next file', async () => {
    // Without the lone space in its vocabulary whisper.cpp throws at its first decoding step, after the
    // encoder's pass (about 20 s here); binding 1.1.3 catches it and then settles nothing.
    const broken = join(temp.dir, 'ggml-broken.en.bin');
    await writeRandomWhisperModel(broken, { vocabulary: 51864, seed: 7, spaceToken: false });
    const stallMs = 30_000;
    const stdout = await firstLine(
      spawn(
        process.execPath,
        ['--import', 'tsx', join(here, 'support/whisper-stall-run.ts'), broken, wav, String(SECONDS), String(stallMs)],
        { cwd: repo, stdio: ['ignore', 'pipe', 'ignore'] },
      ),
    );
    const run = JSON.parse(stdout) as {
      first: { code?: string; message: string } | null;
      failedMs: number;
      loads: number;
      nextProgressMs: number | null;
    };
    Object.assign(figures, { stallFailedMs: run.failedMs, nextProgressMs: run.nextProgressMs });
    expect(run.first).toMatchObject({ code: 'ENGINE_FAILED', message: expect.stringMatching(/stopped answering/) });
    expect(run.failedMs).toBeGreaterThanOrEqual(stallMs);
    // The next file loaded the model again and reached whisper.cpp's first progress report.
    expect(run.loads).toBe(2);
    expect(run.nextProgressMs).not.toBeNull();
  }, 150_000);
});

/**
 * The child's JSON line; then the child is killed: the native run an abort leaves going would
 * otherwise hold its exit until whisper.cpp finishes the window (tens of seconds here).
 */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      const line = text.split('\n').find((l) => l.startsWith('{'));
      if (line && text.includes('\n', text.indexOf(line))) {
        child.kill('SIGKILL');
        resolve(line);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the whisper run exited (${code}) without a result: ${text}`)));
  });
}
