import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSphinxEngine } from '../src/sphinx/sphinx-engine.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixture = join(repo, 'fixtures/podcast-2spk');
const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-vocab-asr-')) };
const clip = join(temp.dir, 'clip.wav');
const CLIP_SEC = 16.1; // the host's introduction and the guest's first answer

beforeAll(() => {
  const args = ['-nostdin', '-v', 'error', '-y', '-t', String(CLIP_SEC), '-i', `${fixture}.mp3`];
  execFileSync('ffmpeg', [...args, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', clip], { stdio: 'ignore' });
});
afterAll(() => rmSync(temp.dir, { recursive: true, force: true }));

/** The names said in the clip (the fixture's people, organisations and places), as a person would list them. */
function namesInClip(): { vocabulary: string[]; said: string[] } {
  const ref = JSON.parse(readFileSync(`${fixture}.ref.json`, 'utf8')) as { turns: { text: string; end: number }[] };
  const text = ref.turns
    .filter((t) => t.end <= CLIP_SEC)
    .map((t) => t.text)
    .join(' ');
  const entities = JSON.parse(readFileSync(`${fixture}.insights.json`, 'utf8')) as {
    entities: Record<string, string[]>;
  };
  const vocabulary = Object.values(entities.entities)
    .flat()
    .filter((name) => text.includes(name));
  return { vocabulary, said: wordsOf(text).filter((w) => wordsOf(vocabulary.join(' ')).includes(w)) };
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

/** How many of the name words said were recognised (each occurrence counted once). */
function recall(said: string[], recognised: string[]): number {
  const left = [...recognised];
  return said.filter((word) => {
    const at = left.indexOf(word);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  }).length;
}

// Real pocketsphinx, twice on 16 s: the names the stock model lacks can only come out with the vocabulary.
describe('sphinx engine with a vocabulary', { timeout: 120_000 }, () => {
  it('recognises more of the names said than without it', async () => {
    const { vocabulary, said } = namesInClip();
    expect(vocabulary.length).toBeGreaterThanOrEqual(4);
    const engine = createSphinxEngine({ engine: 'sphinx', concurrency: 1, cacheDir: join(temp.dir, 'cache') });
    const input = { wavPath: clip, durationSec: CLIP_SEC };
    const without = await engine.transcribe(input);
    const withVocabulary = await engine.transcribe({ ...input, vocabulary });

    expect(withVocabulary.warnings).toBeUndefined();
    const before = recall(
      said,
      without.words.map((w) => w.text),
    );
    const after = recall(
      said,
      withVocabulary.words.map((w) => w.text),
    );
    expect(after).toBeGreaterThan(before);
    // The words stay the recogniser's own: lower case, no punctuation.
    for (const word of withVocabulary.words) expect(word.text).toMatch(/^[a-z']+$/);
  });
});
