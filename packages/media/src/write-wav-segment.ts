import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { readWavInfo } from './read-wav-info.js';
import type { WavInfo } from './wav-header.js';
import type { TimeSpan } from './types.js';

/**
 * Copies the samples of `span` from a PCM WAV into a new WAV file. Byte slicing instead of an
 * ffmpeg run: chunking a 3 h file into hundreds of pieces must cost disk speed, not process starts.
 * Pass `info` when cutting many pieces from one file to skip re-reading its header.
 */
export async function writeWavSegment(srcWav: string, span: TimeSpan, outWav: string, info?: WavInfo): Promise<void> {
  const wav = info ?? (await readWavInfo(srcWav));
  const totalFrames = wav.dataBytes / wav.blockAlign;
  const startFrame = clamp(Math.round(span.start * wav.sampleRate), 0, totalFrames);
  const endFrame = clamp(Math.round(span.end * wav.sampleRate), startFrame, totalFrames);
  const bytes = (endFrame - startFrame) * wav.blockAlign;

  const out = createWriteStream(outWav);
  out.write(wavHeader(wav, bytes));
  if (bytes === 0) {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return;
  }
  const start = wav.dataOffset + startFrame * wav.blockAlign;
  await pipeline(createReadStream(srcWav, { start, end: start + bytes - 1, highWaterMark: 256 * 1024 }), out);
}

/** The canonical 44-byte header of a PCM WAV holding `dataBytes` of samples. */
export function wavHeader(
  format: Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample' | 'blockAlign'>,
  dataBytes: number,
): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(format.sampleRate * format.blockAlign, 28);
  header.writeUInt16LE(format.blockAlign, 32);
  header.writeUInt16LE(format.bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
