import { open, type FileHandle } from 'node:fs/promises';

/** Where the PCM samples of a WAV file are and how to read them. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Bytes per frame (one sample of every channel). */
  blockAlign: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  /** Bytes of sample data (whole frames only). */
  dataBytes: number;
  durationSec: number;
}

const PCM = 1;
const EXTENSIBLE = 0xfffe;

/**
 * Reads the RIFF header of a PCM WAV file by walking its chunks, so files with LIST or other
 * chunks before `data` work too. Only headers are read: the samples are never loaded.
 */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    const fileSize = (await file.stat()).size;
    const riff = await readAt(file, 0, 12);
    if (riff.length < 12 || riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE') {
      throw notWav(path);
    }

    let format: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'durationSec'> | null = null;
    let offset = 12;
    while (offset + 8 <= fileSize) {
      const header = await readAt(file, offset, 8);
      const id = header.toString('latin1', 0, 4);
      const size = header.readUInt32LE(4);
      const body = offset + 8;
      if (id === 'fmt ') {
        format = parseFormat(await readAt(file, body, Math.min(size, 40)), path);
      } else if (id === 'data') {
        if (!format) throw notWav(path);
        // A WAV written to a pipe has 0 or 0xFFFFFFFF as its size; the file's end is the truth then.
        const available = fileSize - body;
        const declared = size === 0 || size === 0xffffffff || size > available ? available : size;
        const dataBytes = declared - (declared % format.blockAlign);
        const durationSec = dataBytes / format.blockAlign / format.sampleRate;
        return { ...format, dataOffset: body, dataBytes, durationSec };
      }
      offset = body + size + (size % 2); // chunks are padded to even sizes
    }
    throw notWav(path);
  } finally {
    await file.close();
  }
}

function parseFormat(body: Buffer, path: string) {
  if (body.length < 16) throw notWav(path);
  const audioFormat = body.readUInt16LE(0);
  const channels = body.readUInt16LE(2);
  const sampleRate = body.readUInt32LE(4);
  const blockAlign = body.readUInt16LE(12);
  const bitsPerSample = body.readUInt16LE(14);
  if ((audioFormat !== PCM && audioFormat !== EXTENSIBLE) || !channels || !sampleRate || !blockAlign) {
    throw new Error(`${path} is not an uncompressed PCM WAV file`);
  }
  return { sampleRate, channels, bitsPerSample, blockAlign };
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

function notWav(path: string): Error {
  return new Error(`${path} is not a WAV file`);
}
