import { open } from 'node:fs/promises';
import { SpeechError } from '../speech-error.js';

/** whisper.cpp model files start with the uint32 0x67676d6c ("ggml") in little-endian order. */
const GGML_MAGIC = 0x67676d6c;
/** whisper.cpp calls a model multilingual when its vocabulary has at least this many tokens. */
const MULTILINGUAL_VOCAB = 51865;

export interface WhisperModelInfo {
  path: string;
  /** False for the ".en" models, which only transcribe English. */
  multilingual: boolean;
}

/**
 * Checks WHISPER_MODEL before the native library loads it: the library only logs "bad magic" to
 * stderr and throws a bare "Failed to initialize", which tells an operator nothing.
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
      head = Buffer.alloc(8);
      const { bytesRead } = await file.read(head, 0, 8, 0);
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
  return { path, multilingual: head.readInt32LE(4) >= MULTILINGUAL_VOCAB };
}
