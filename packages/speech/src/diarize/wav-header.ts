import { open } from 'node:fs/promises';

/** Where the PCM samples of a WAV file live and how they are laid out. */
export interface WavLayout {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the first sample (just after the `data` chunk header). */
  dataOffset: number;
  /** Bytes of sample data actually present in the file. */
  dataBytes: number;
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
// Chunks before `data` (fmt, LIST, fact...) are small; a bound stops a corrupt size from sending us far off.
const MAX_HEADER_SCAN = 1 << 20;

/**
 * Reads the RIFF chunk list up to the `data` chunk without touching the samples, so a file of any
 * length costs a handful of small reads. Chunks are word-aligned (odd sizes carry a pad byte).
 */
export async function readWavLayout(path: string): Promise<WavLayout> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const head = Buffer.alloc(12);
    await file.read(head, 0, 12, 0);
    if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
      throw new Error(`${path}: not a RIFF/WAVE file`);
    }
    let fmt: Omit<WavLayout, 'dataOffset' | 'dataBytes'> | undefined;
    let pos = 12;
    const chunkHeader = Buffer.alloc(8);
    while (pos + 8 <= fileSize && pos < MAX_HEADER_SCAN) {
      await file.read(chunkHeader, 0, 8, pos);
      const id = chunkHeader.toString('ascii', 0, 4);
      const size = chunkHeader.readUInt32LE(4);
      const body = pos + 8;
      if (id === 'fmt ') {
        const f = Buffer.alloc(Math.min(size, 40));
        await file.read(f, 0, f.length, body);
        const format = f.readUInt16LE(0);
        // Extensible headers keep the real format code in the first two bytes of the sub-format GUID.
        const realFormat = format === WAVE_FORMAT_EXTENSIBLE && f.length >= 26 ? f.readUInt16LE(24) : format;
        if (realFormat !== WAVE_FORMAT_PCM) throw new Error(`${path}: WAV format ${realFormat} is not integer PCM`);
        fmt = { channels: f.readUInt16LE(2), sampleRate: f.readUInt32LE(4), bitsPerSample: f.readUInt16LE(14) };
      } else if (id === 'data') {
        if (!fmt) throw new Error(`${path}: WAV data chunk comes before its fmt chunk`);
        // Streaming writers (ffmpeg to a pipe) leave 0 or 0xFFFFFFFF as the size: trust the file length then.
        const present = fileSize - body;
        const dataBytes = size === 0 || size === 0xffffffff ? present : Math.min(size, present);
        return { ...fmt, dataOffset: body, dataBytes };
      }
      pos = body + size + (size & 1);
    }
    throw new Error(`${path}: WAV file has no data chunk`);
  } finally {
    await file.close();
  }
}

/** The diarizer's feature settings assume 16 kHz mono 16-bit; anything else is a caller bug, not a guess. */
export function assertSpeechWav(path: string, layout: WavLayout): void {
  if (layout.sampleRate !== 16000 || layout.channels !== 1 || layout.bitsPerSample !== 16) {
    throw new Error(
      `${path}: expected 16 kHz mono 16-bit PCM, got ${layout.sampleRate} Hz, ${layout.channels} channel(s), ${layout.bitsPerSample} bit`,
    );
  }
}
