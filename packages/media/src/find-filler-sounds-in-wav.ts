import { open } from 'node:fs/promises';
import { findFillerSounds, type FillerSound, type FillerSoundOptions, type HeardWord } from './find-filler-sounds.js';
import { readWavInfo } from './read-wav-info.js';

/** About this much audio is read at a time: a few MB, whatever the file's length. */
const BLOCK_SEC = 300;
/** Audio read beyond each side of a block, seconds. */
const CONTEXT_SEC = 1;

/**
 * findFillerSounds over a 16-bit mono WAV (the recognition audio), read in blocks of about five
 * minutes so memory stays flat in length. A block ends where a word starts, so no gap is cut in two;
 * the speech level each block is measured against is that block's own, which follows a recording
 * whose loudness drifts. `words` are in time order; each answer's `word` indexes them.
 */
export async function findFillerSoundsInWav(
  wavPath: string,
  words: readonly HeardWord[],
  options: Omit<FillerSoundOptions, 'sampleRate'> = {},
): Promise<FillerSound[]> {
  const info = await readWavInfo(wavPath);
  if (info.channels !== 1 || info.bitsPerSample !== 16) {
    throw new Error(
      `${wavPath}: filler detection reads 16-bit mono WAV, not ${info.channels} x ${info.bitsPerSample}-bit`,
    );
  }
  const file = await open(wavPath, 'r');
  try {
    const found: FillerSound[] = [];
    let from = 0;
    let firstWord = 0;
    while (from < info.durationSec) {
      // The block ends at the start of the first word past BLOCK_SEC, or at the file's end; a long
      // stretch without words is cut anyway, so no block outgrows twice BLOCK_SEC.
      let lastWord = firstWord;
      while (lastWord < words.length && words[lastWord]!.start < from + BLOCK_SEC) lastWord++;
      const to = Math.min(lastWord < words.length ? words[lastWord]!.start : info.durationSec, from + 2 * BLOCK_SEC);
      // Read with a second of context on each side (a filler at a block's edge needs the quiet before
      // it and the speech level around it); keep what starts inside the block.
      const readFrom = Math.max(0, from - CONTEXT_SEC);
      const readTo = Math.min(info.durationSec, to + CONTEXT_SEC);
      const samples = await readSamples(file, info.dataOffset, info.sampleRate, readFrom, readTo);
      let first = firstWord;
      while (first > 0 && words[first - 1]!.end > readFrom) first--;
      let last = lastWord;
      while (last < words.length && words[last]!.start < readTo) last++;
      const inBlock = words.slice(first, last).map((w) => ({ ...w, start: w.start - readFrom, end: w.end - readFrom }));
      for (const sound of findFillerSounds(samples, inBlock, { ...options, sampleRate: info.sampleRate })) {
        const start = round(sound.start + readFrom);
        if (start < from || start >= to) continue;
        found.push({
          ...sound,
          start,
          end: round(sound.end + readFrom),
          ...(sound.word === undefined ? {} : { word: sound.word + first }),
        });
      }
      if (to <= from) break; // a word at the block's very start: nothing more to read
      from = to;
      firstWord = lastWord;
    }
    return found;
  } finally {
    await file.close();
  }
}

async function readSamples(
  file: Awaited<ReturnType<typeof open>>,
  dataOffset: number,
  rate: number,
  fromSec: number,
  toSec: number,
): Promise<Float32Array> {
  const first = Math.round(fromSec * rate);
  const count = Math.max(0, Math.round(toSec * rate) - first);
  const bytes = Buffer.alloc(count * 2);
  const { bytesRead } = await file.read(bytes, 0, bytes.length, dataOffset + first * 2);
  const samples = new Float32Array(bytesRead >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(2 * i) / 32768;
  return samples;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
