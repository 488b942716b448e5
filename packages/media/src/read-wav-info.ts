import { open, type FileHandle } from 'node:fs/promises';
import { MAX_WAV_HEADER_SCAN, parseWavHeader, type WavInfo } from './wav-header.js';

/** Covers the header of what ffmpeg writes (44 bytes) and of most tools' files with a LIST chunk. */
const FIRST_READ = 4096;

/**
 * Reads the header of a PCM WAV file (see parseWavHeader) without loading its samples: one small
 * read, more only when chunks before `data` are long.
 */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    const fileSize = (await file.stat()).size;
    let head = await readAt(file, Math.min(fileSize, FIRST_READ));
    for (;;) {
      const result = parseWavHeader(head, fileSize, path);
      if (!('needBytes' in result)) return result;
      // Twice as much each time (up to the parser's scan bound), so a header with many chunks costs a
      // few reads, not one per chunk.
      const length = Math.min(fileSize, Math.max(result.needBytes, Math.min(head.length * 2, MAX_WAV_HEADER_SCAN)));
      const longer = await readAt(file, length);
      // The file shrank while being read: asking again would never end.
      if (longer.length <= head.length) throw new Error(`${path}: WAV file was cut short while being read`);
      head = longer;
    }
  } finally {
    await file.close();
  }
}

async function readAt(file: FileHandle, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, 0);
  return buffer.subarray(0, bytesRead);
}
