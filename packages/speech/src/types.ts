/** A recognised word with absolute times in seconds from the start of the file. */
export interface RecognizedWord {
  text: string;
  start: number;
  end: number;
  /** 0-1 */
  confidence: number;
  /** Only engines that diarize themselves set it ("Speaker 1", ...). */
  speaker?: string;
}

export interface TranscribeInput {
  /** 16 kHz mono 16-bit PCM WAV. */
  wavPath: string;
  durationSec: number;
  /** BCP-47-ish language hint, e.g. "en". */
  language?: string;
  /**
   * A folder for the chunk files of long audio (engines that cut it), owned by the caller; the
   * default is the WAV's own folder. Never the system temp folder: nothing would clean it.
   */
  scratchDir?: string;
  /**
   * Names and terms the person expects, spelled as they want them (already cleaned: trimmed,
   * de-duplicated, bounded in number and length). Each engine makes what use of them it can.
   */
  vocabulary?: readonly string[];
}

export interface TranscribeOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface TranscribeResult {
  words: RecognizedWord[];
  /** True when the engine labelled speakers itself: diarization then keeps them. */
  speakersFromEngine: boolean;
  /**
   * True when the engine writes punctuation and capitals into word texts itself ("Hello," "world.");
   * lower-case unpunctuated output is made readable afterwards (see `punctuateWords`).
   */
  punctuated: boolean;
  /** What the engine could not do but worked around (e.g. part of the vocabulary left out). */
  warnings?: string[];
}

export interface SpeechEngine {
  readonly name: 'sphinx' | 'whisper' | 'openai';
  transcribe(input: TranscribeInput, options?: TranscribeOptions): Promise<TranscribeResult>;
}

export interface SpeechEngineConfig {
  engine: 'sphinx' | 'whisper' | 'openai';
  /** Parallel chunks; defaults to the number of cores. */
  concurrency?: number;
  /** whisper: path of a ggml model file (WHISPER_MODEL). */
  whisperModel?: string;
  /** openai: ASR_BASE_URL, ASR_MODEL, ASR_API_KEY. */
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  /**
   * sphinx: a folder of ours for what is built from a vocabulary (language models, ~27 MB each,
   * the least recently used removed); without it the vocabulary is not used.
   */
  cacheDir?: string;
}

export interface DiarizeOptions {
  /** Exact number of speakers when the user gave it. */
  speakerCount?: number;
  onProgress?: (fraction: number) => void;
}

/** A stretch of audio attributed to one speaker (0-based index, in order of first appearance). */
export interface SpeakerSegment {
  start: number;
  end: number;
  speaker: number;
}
