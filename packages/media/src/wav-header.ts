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

/** The chunk list goes on past the bytes given: parse again with at least `needBytes` of the file. */
export interface WavHeaderIncomplete {
  needBytes: number;
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
/** Chunks before `data` (fmt, LIST, fact...) are small; the bound stops a corrupt size sending us far off. */
export const MAX_WAV_HEADER_SCAN = 1 << 20;
/** Enough of the fmt chunk for the extensible form's sub-format code. */
const FMT_BYTES_READ = 40;

type WavFormat = Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample' | 'blockAlign'>;

/**
 * Reads a PCM WAV header from the first bytes of a file of `fileSize` bytes, walking the RIFF chunk
 * list up to `data` (so LIST and other chunks before it are fine; chunks are padded to even sizes).
 * No I/O: when the list runs past `head`, the answer asks for more bytes, so a caller can start with
 * a small read and only long headers cost more. `name` only labels the errors.
 */
export function parseWavHeader(head: Buffer, fileSize: number, name: string): WavInfo | WavHeaderIncomplete {
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') {
    if (head.length < 12 && fileSize >= 12) return { needBytes: 12 };
    throw new Error(`${name} is not a WAV file (no RIFF/WAVE header)`);
  }
  let format: WavFormat | null = null;
  let offset = 12;
  while (offset + 8 <= fileSize && offset < MAX_WAV_HEADER_SCAN) {
    if (offset + 8 > head.length) return { needBytes: offset + 8 };
    const id = head.toString('latin1', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const wanted = Math.min(size, FMT_BYTES_READ, fileSize - body);
      if (body + wanted > head.length) return { needBytes: body + wanted };
      format = parseFormat(head.subarray(body, body + wanted), name);
    } else if (id === 'data') {
      if (!format) throw new Error(`${name}: WAV data chunk comes before its fmt chunk`);
      // A WAV written to a pipe has 0 or 0xFFFFFFFF as its size; the file's end is the truth then.
      const available = fileSize - body;
      const declared = size === 0 || size === 0xffffffff || size > available ? available : size;
      const dataBytes = declared - (declared % format.blockAlign);
      const durationSec = dataBytes / format.blockAlign / format.sampleRate;
      return { ...format, dataOffset: body, dataBytes, durationSec };
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${name}: WAV file has no data chunk`);
}

function parseFormat(body: Buffer, name: string): WavFormat {
  if (body.length < 16) throw new Error(`${name} is not a WAV file (its fmt chunk is cut short)`);
  const tag = body.readUInt16LE(0);
  // Extensible headers keep the real format code in the first two bytes of the sub-format GUID.
  const format = tag === WAVE_FORMAT_EXTENSIBLE && body.length >= 26 ? body.readUInt16LE(24) : tag;
  const channels = body.readUInt16LE(2);
  const sampleRate = body.readUInt32LE(4);
  const blockAlign = body.readUInt16LE(12);
  const bitsPerSample = body.readUInt16LE(14);
  if (format !== WAVE_FORMAT_PCM || !channels || !sampleRate || !blockAlign) {
    throw new Error(`${name} is not an uncompressed integer PCM WAV file (format ${format})`);
  }
  return { sampleRate, channels, bitsPerSample, blockAlign };
}
