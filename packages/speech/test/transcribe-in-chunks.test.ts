import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { readWavInfo, wavHeader } from '@scriptloom/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancedTarget, onFrameGrid, transcribeInChunks } from '../src/transcribe-in-chunks.js';
import type { RecognizedWord } from '../src/types.js';

const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-chunks-')) };
const wav = join(temp.dir, 'talk.wav');
const RATE = 16000;

// 100 s: a loud tone everywhere except 1 s silences centred on 20, 40, 60 and 80 s.
beforeAll(() => {
  const samples = Buffer.alloc(100 * RATE * 2);
  for (let i = 0; i < 100 * RATE; i++) {
    const t = i / RATE;
    const quiet = [20, 40, 60, 80].some((c) => Math.abs(t - c) < 0.5);
    samples.writeInt16LE(quiet ? 0 : Math.round(8000 * Math.sin(i / 5)), i * 2);
  }
  writeFileSync(
    wav,
    Buffer.concat([
      wavHeader({ sampleRate: RATE, channels: 1, bitsPerSample: 16, blockAlign: 2 }, samples.length),
      samples,
    ]),
  );
});
afterAll(() => rmSync(temp.dir, { recursive: true, force: true }));

// Chunk folders go where the caller says: here a folder of this file's own, so its count is exact.
const scratch = join(temp.dir, 'scratch');
mkdirSync(scratch);
/** The 100 s file with ~20 s chunks: every silence is a cut. */
const cutEveryTwentySeconds = { wavPath: wav, durationSec: 100, scratchDir: scratch, targetSec: 20, maxSec: 60 };
const asrDirs = () => readdirSync(scratch).filter((name) => name.startsWith('scriptloom-asr-'));

/** A fake recogniser: one word at 0.5 s of every chunk, named after the chunk's length. */
async function oneWordPerChunk(chunkWav: string): Promise<RecognizedWord[]> {
  const info = await readWavInfo(chunkWav);
  return [{ text: `len${Math.round(info.durationSec)}`, start: 0.5, end: 1, confidence: 0.9 }];
}

describe('transcribeInChunks', () => {
  it('cuts at silences, runs chunks in parallel and shifts word times back to the whole file', async () => {
    let running = 0;
    let mostRunning = 0;
    const progress: number[] = [];
    const words = await transcribeInChunks({
      ...cutEveryTwentySeconds,
      overlapSec: 0,
      concurrency: 2,
      onProgress: (f) => progress.push(f),
      transcribeChunk: async (chunkWav) => {
        expect(chunkWav.startsWith(scratch)).toBe(true);
        running++;
        mostRunning = Math.max(mostRunning, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return oneWordPerChunk(chunkWav);
      },
    });
    expect(words.map((w) => [w.text, w.start])).toEqual([
      ['len20', 0.5],
      ['len20', 20.5],
      ['len20', 40.5],
      ['len20', 60.5],
      ['len20', 80.5],
    ]);
    expect(mostRunning).toBe(2);
    expect(progress.at(-1)).toBe(1);
    expect(asrDirs()).toEqual([]); // chunk files and their folder are gone
  });

  it('lets chunks overlap and keeps each word once, from the chunk that owns its time', async () => {
    const lengths: number[] = [];
    const words = await transcribeInChunks({
      ...cutEveryTwentySeconds,
      overlapSec: 3,
      concurrency: 2,
      // A word every second of the chunk, named after the chunk that heard it.
      transcribeChunk: async (chunkWav) => {
        const { durationSec } = await readWavInfo(chunkWav);
        lengths.push(Math.round(durationSec));
        const chunk = basename(chunkWav, '.wav');
        return Array.from({ length: Math.round(durationSec) }, (_, i) => ({
          text: chunk,
          start: i + 0.2,
          end: i + 0.6,
          confidence: 0.9,
        }));
      },
    });
    expect(lengths.sort()).toEqual([23, 23, 26, 26, 26]);
    // Cut at 20, 40, 60 and 80 s: a word belongs to the chunk whose own 20 s hold its middle.
    expect(words).toHaveLength(100);
    for (const w of words) expect(w.text).toBe(`chunk-${Math.floor(w.start / 20)}`);
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThan(words[i - 1]!.end);
  });

  it('starts chunks leadInSec before their span when given, and ends them overlapSec after', async () => {
    const lengths: number[] = [];
    await transcribeInChunks({
      ...cutEveryTwentySeconds,
      overlapSec: 1,
      leadInSec: 3,
      concurrency: 2,
      transcribeChunk: async (chunkWav) => {
        lengths.push(Math.round((await readWavInfo(chunkWav)).durationSec));
        return [];
      },
    });
    // 0-21, 17-41, 37-61, 57-81, 77-100
    expect(lengths.sort()).toEqual([21, 23, 24, 24, 24]);
  });

  it('starts every chunk on the 10 ms frame grid of the whole file', async () => {
    // Reaches would start at 17.005, 37.005, ...: between two frames of a whole-file run.
    const words = await transcribeInChunks({
      ...cutEveryTwentySeconds,
      overlapSec: 2.995,
      concurrency: 2,
      transcribeChunk: async () => [{ text: 'x', start: 3, end: 3.2, confidence: 0.9 }],
    });
    expect(words.map((w) => w.start)).toEqual([3, 20, 40, 60, 80]);
  });

  it('transcribes short audio in place, without cutting', async () => {
    const seen: string[] = [];
    await transcribeInChunks({
      wavPath: wav,
      durationSec: 100,
      targetSec: 200,
      maxSec: 300,
      concurrency: 1,
      transcribeChunk: async (chunkWav) => (seen.push(chunkWav), []),
    });
    expect(seen).toEqual([wav]);
  });

  it('writes chunks next to the WAV when no scratch folder is given, never to the system temp folder', async () => {
    const seen: string[] = [];
    await transcribeInChunks({
      wavPath: wav,
      durationSec: 100,
      targetSec: 20,
      maxSec: 60,
      concurrency: 2,
      transcribeChunk: async (chunkWav) => (seen.push(chunkWav), []),
    });
    expect(seen.length).toBe(5);
    for (const chunk of seen) expect(chunk.startsWith(join(temp.dir, 'scriptloom-asr-'))).toBe(true);
    expect(readdirSync(temp.dir).filter((name) => name.startsWith('scriptloom-asr-'))).toEqual([]);
  });

  it('stops the other chunks and cleans up when one fails', async () => {
    let started = 0;
    await expect(
      transcribeInChunks({
        ...cutEveryTwentySeconds,
        concurrency: 2,
        transcribeChunk: async () => {
          started++;
          throw new Error('recogniser crashed');
        },
      }),
    ).rejects.toThrow('recogniser crashed');
    expect(started).toBeLessThanOrEqual(2);
    expect(asrDirs()).toEqual([]);
  });

  it('honours the abort signal', async () => {
    const controller = new AbortController();
    const signals: AbortSignal[] = [];
    const run = transcribeInChunks({
      ...cutEveryTwentySeconds,
      concurrency: 2,
      signal: controller.signal,
      transcribeChunk: (_chunk, signal) => {
        // Abort once both workers are busy: the running chunks must hear it.
        if (signals.push(signal) === 2) setTimeout(() => controller.abort(), 10);
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    await expect(run).rejects.toThrow(/abort/i);
    expect(signals.length).toBe(2);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});

describe('onFrameGrid', () => {
  it.each([
    [0, 0],
    [17.005, 17],
    [33.0349, 33.03],
    [1.15, 1.15], // 1.15 * 100 is 114.99999999999999 in floating point: still 1.15
    [27.999999, 27.99],
  ])('%s s -> %s s', (sec, expected) => {
    expect(onFrameGrid(sec)).toBe(expected);
    expect(Math.round(onFrameGrid(sec) * RATE) % 160).toBe(0);
  });
});

describe('balancedTarget', () => {
  it.each([
    [98, 30, 2, 24.5], // 4 chunks: two rounds on two cores
    [25, 30, 2, 12.5], // split in two rather than one core idle
    [10, 30, 2, 30], // too short to be worth cutting
    [3600, 30, 2, 30], // long files keep the target
    [98, 30, 1, 30],
  ])('%s s at %s s on %s workers -> %s s', (duration, target, workers, expected) => {
    expect(balancedTarget(duration, target, workers)).toBeCloseTo(expected, 3);
  });

  it.each([
    [240, 300, 2, 300, 240], // under 10 min: the file whole, not two pieces of 2 min
    [599, 300, 2, 300, 599],
    [720, 300, 2, 300, 360], // two pieces of 6 min, not four of 3
    [2000, 300, 2, 300, 2000 / 6],
    [10_800, 300, 2, 300, 300], // long files keep the target
  ])('%s s at %s s on %s workers, none under %s s -> %s s', (duration, target, workers, min, expected) => {
    expect(balancedTarget(duration, target, workers, min)).toBeCloseTo(expected, 3);
  });
});
