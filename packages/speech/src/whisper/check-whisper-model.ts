import { open } from 'node:fs/promises';
import { SpeechError } from '../speech-error.js';

/** whisper.cpp model files start with the uint32 0x67676d6c ("ggml") in little-endian order. */
const GGML_MAGIC = 0x67676d6c;
/** After the magic: n_vocab, then 9 model dimensions (audio ctx/state/head/layer, text ctx/state/head/layer, mels), ftype. */
const HEADER_BYTES = 4 + 11 * 4;
const DIMENSIONS = { first: 8, count: 9 };
/** whisper.cpp calls a model multilingual when its vocabulary has at least this many tokens. */
const MULTILINGUAL_VOCAB = 51865;

export interface WhisperModelInfo {
  path: string;
  /** False for the ".en" models, which only transcribe English. */
  multilingual: boolean;
}

/**
 * Checks WHISPER_MODEL before the native library loads it: the library only logs "bad magic" to
 * stderr and throws a bare "Failed to initialize", which tells an operator nothing, and on a
 * truncated file whose header has zero dimensions it can abort the whole process (seen here:
 * "free(): invalid pointer"), so such a file must never reach it.
 */
export async function checkWhisperModel(path: string | undefined): Promise<WhisperModelInfo> {
  if (!path) {
    throw new SpeechError(
      'CONFIG',
      'WHISPER_MODEL is not set: point it at a whisper.cpp model file such as ggml-base.en.bin.',
    );
  }
  let head: Buffer;
  try {
    const file = await open(path, 'r');
    try {
      head = Buffer.alloc(HEADER_BYTES);
      const { bytesRead } = await file.read(head, 0, HEADER_BYTES, 0);
      head = head.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new SpeechError('CONFIG', `Whisper model file not found: ${path}`);
    if (code === 'EISDIR') throw new SpeechError('CONFIG', `${path} is not a whisper.cpp (ggml) model file`);
    throw error;
  }
  if (head.length < 8 || head.readUInt32LE(0) !== GGML_MAGIC) {
    throw new SpeechError('CONFIG', `${path} is not a whisper.cpp (ggml) model file`);
  }
  const dimensions = Array.from({ length: DIMENSIONS.count }, (_, i) =>
    head.length >= DIMENSIONS.first + 4 * (i + 1) ? head.readInt32LE(DIMENSIONS.first + 4 * i) : 0,
  );
  if (dimensions.some((d) => d <= 0)) {
    throw new SpeechError('CONFIG', `${path} is a damaged or incomplete whisper.cpp model file (its header is empty)`);
  }
  return { path, multilingual: head.readInt32LE(4) >= MULTILINGUAL_VOCAB };
}
