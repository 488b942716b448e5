import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechEngine, SpeechError } from '../src/index.js';
import { createSphinxEngine } from '../src/sphinx/sphinx-engine.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// The two-speaker podcast in the repo's fixtures/ (synthetic voices, 98 s).
const fixture = join(repo, 'fixtures/podcast-2spk.mp3');
const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-sphinx-')) };
const intro = join(temp.dir, 'intro.wav'); // the first turn: "Welcome back to the Workbench podcast..."
const twoTurns = join(temp.dir, 'two-turns.wav'); // 0-16 s: the host, then the guest from 8.8 s

beforeAll(() => {
  cutToWav(fixture, intro, 0, 8.5);
  cutToWav(fixture, twoTurns, 0, 16.1);
});
afterAll(() => rmSync(temp.dir, { recursive: true, force: true }));

/** A 16 kHz mono WAV of `seconds` from `input` starting at `from`, as the pipeline makes them. */
function cutToWav(input: string, output: string, from: number, seconds: number): void {
  const args = ['-nostdin', '-v', 'error', '-y', '-ss', String(from), '-t', String(seconds), '-i', input];
  execFileSync('ffmpeg', [...args, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', output], { stdio: 'ignore' });
}

// Real pocketsphinx on a few seconds of the fixture: enough to prove the wiring, cheap on 2 cores.
describe('sphinx engine', () => {
  it('recognises words with times and confidences', async () => {
    const engine = createSpeechEngine({ engine: 'sphinx' });
    expect(engine.name).toBe('sphinx');
    const { words, speakersFromEngine } = await engine.transcribe({ wavPath: intro, durationSec: 8.5, language: 'en' });
    expect(speakersFromEngine).toBe(false);
    const text = words.map((w) => w.text).join(' ');
    expect(text).toContain('welcome back to the');
    expect(text).not.toMatch(/<|\[|\(\d\)/);
    for (const w of words) {
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.end).toBeLessThanOrEqual(8.6);
      expect(w.confidence).toBeGreaterThanOrEqual(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('hears the file whole and reports progress as each utterance is decoded', async () => {
    const engine = createSphinxEngine({ engine: 'sphinx', concurrency: 2 });
    const progress: number[] = [];
    const scratch = mkdtempSync(join(temp.dir, 'whole-'));
    const { words } = await engine.transcribe(
      { wavPath: twoTurns, durationSec: 16.1, scratchDir: scratch },
      { onProgress: (f) => progress.push(f) },
    );
    const text = words.map((w) => w.text).join(' ');
    expect(text).toContain('welcome back to the');
    expect(text).toContain('great to be here');
    // No chunk files: the recogniser read the WAV itself.
    expect(readdirSync(scratch)).toEqual([]);
    expect(progress.at(-1)).toBe(1);
    expect(progress.some((f) => f > 0 && f < 1)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('gives absolute, ordered times when the audio is cut into chunks', async () => {
    // 8 s chunks force a cut in the pause between the two speakers.
    const engine = createSphinxEngine({ engine: 'sphinx', concurrency: 2 }, { targetSec: 8, maxSec: 12 });
    const progress: number[] = [];
    const { words } = await engine.transcribe(
      { wavPath: twoTurns, durationSec: 16.1 },
      { onProgress: (f) => progress.push(f) },
    );
    const text = words.map((w) => w.text).join(' ');
    expect(text).toContain('welcome back to the');
    expect(text).toContain('great to be here');
    expect(words.find((w) => w.text === 'welcome')!.start).toBeLessThan(1);
    expect(words.find((w) => w.text === 'great')!.start).toBeGreaterThan(10);
    expect(words.map((w) => w.start)).toEqual([...words.map((w) => w.start)].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('kills the whole-file recogniser when aborted', async () => {
    const engine = createSphinxEngine({ engine: 'sphinx', concurrency: 2 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    await expect(
      engine.transcribe({ wavPath: twoTurns, durationSec: 16.1 }, { signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    expect(processes).not.toContain(twoTurns);
  });

  it('kills pocketsphinx and removes its chunks when aborted', async () => {
    const engine = createSphinxEngine({ engine: 'sphinx', concurrency: 2 }, { targetSec: 8, maxSec: 12 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    // A scratch folder of this test's own keeps other files' chunk folders out of the count.
    const scratch = mkdtempSync(join(temp.dir, 'tmp-'));
    await expect(
      engine.transcribe({ wavPath: twoTurns, durationSec: 16.1, scratchDir: scratch }, { signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
    expect(readdirSync(scratch)).toEqual([]);
    // No recogniser is still working on a chunk from that folder.
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    expect(processes).not.toContain(scratch);
  });
});

describe('sphinx engine settings', () => {
  it('refuses languages its English model cannot recognise', async () => {
    const engine = createSpeechEngine({ engine: 'sphinx' });
    await expect(engine.transcribe({ wavPath: '/nowhere.wav', durationSec: 1, language: 'de' })).rejects.toThrow(
      new SpeechError('CONFIG', 'The sphinx engine only recognises English, not "de".'),
    );
  });
});
