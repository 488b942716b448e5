import { open } from 'node:fs/promises';

/**
 * True when the first bytes carry the signature of a media container or an MPEG/AAC frame.
 * Used only after ffprobe has failed: a file that starts like media but cannot be read is damaged
 * (for example an upload cut short), while anything else is simply not media.
 */
export async function hasMediaSignature(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return looksLikeMedia(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

const ASCII_MAGIC = ['ID3', 'RIFF', 'OggS', 'fLaC', 'FORM', '#!AMR', 'FLV', 'caff', 'MThd', '.snd'];

export function looksLikeMedia(head: Buffer): boolean {
  const ascii = head.toString('latin1');
  if (ASCII_MAGIC.some((magic) => ascii.startsWith(magic))) return true;
  if (ascii.slice(4, 8) === 'ftyp') return true; // MP4, M4A, MOV, 3GP
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return true; // Matroska, WebM
  if (head.subarray(0, 4).equals(Buffer.from([0x30, 0x26, 0xb2, 0x75]))) return true; // ASF, WMA, WMV
  return isMpegAudioFrame(head) || isAdtsFrame(head);
}

/** An MPEG audio frame header with no reserved field values (so plain text rarely passes). */
function isMpegAudioFrame(head: Buffer): boolean {
  if (head.length < 3 || head[0] !== 0xff) return false;
  const b1 = head[1]!;
  const b2 = head[2]!;
  if ((b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 15 && sampleRate !== 3;
}

function isAdtsFrame(head: Buffer): boolean {
  return head.length >= 2 && head[0] === 0xff && (head[1]! & 0xf6) === 0xf0;
}
