import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { SpeechError } from '../speech-error.js';
import { transcribeInChunks } from '../transcribe-in-chunks.js';
import type { SpeechEngine, SpeechEngineConfig } from '../types.js';
import { vocabularyPrompt } from '../vocabulary-prompt.js';
import { mapOpenAiWords } from './map-openai-words.js';
import { DEFAULT_RETRY, postTranscription, type RetryPolicy } from './post-transcription.js';

const OPENAI_URL = 'https://api.openai.com/v1';
/** OpenAI refuses uploads over 25 MB; a margin covers multipart overhead. */
const MAX_UPLOAD_BYTES = 24 * 1024 * 1024;
/** 16 kHz mono 16-bit is 32 KB/s: 12 min is 23 MB, under the limit; 10 min leaves room to find a silence. */
const CHUNK_TARGET_SEC = 10 * 60;
const CHUNK_MAX_SEC = 12 * 60;

export interface OpenAiTuning {
  retry?: RetryPolicy;
}

/**
 * Any OpenAI-compatible speech server (OpenAI, faster-whisper-server, LocalAI, vLLM, ...). Files
 * over the upload limit are cut at silences and sent in parallel, their word times shifted back.
 */
export function createOpenAiEngine(config: SpeechEngineConfig, tuning: OpenAiTuning = {}): SpeechEngine {
  if (!config.baseUrl && !config.apiKey) {
    throw new SpeechError(
      'CONFIG',
      'The openai engine needs ASR_BASE_URL (an OpenAI-compatible server such as http://localhost:8000/v1) or ASR_API_KEY for OpenAI itself.',
    );
  }
  const baseUrl = (config.baseUrl ?? OPENAI_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl)) {
    throw new SpeechError('CONFIG', `ASR_BASE_URL must be an http(s) address, not "${baseUrl}".`);
  }
  const url = `${baseUrl}/audio/transcriptions`;
  const model = config.model ?? 'whisper-1';
  // Remote work is bound by the server, not our cores: a couple of uploads at once is polite.
  const concurrency = config.concurrency ?? 2;
  const retry = tuning.retry ?? DEFAULT_RETRY;

  return {
    name: 'openai',
    async transcribe(input, options = {}) {
      const language = input.language?.split(/[-_]/)[0]?.toLowerCase() || undefined;
      const prompt = vocabularyPrompt(input.vocabulary);
      const { size } = await stat(input.wavPath);
      const sendFile = async (wavPath: string, signal: AbortSignal) => {
        const audio = await openAsBlob(wavPath, { type: 'audio/wav' });
        const body = await postTranscription(
          { url, apiKey: config.apiKey, model, language, prompt, audio, fileName: basename(wavPath) },
          retry,
          signal,
        );
        return mapOpenAiWords(body);
      };
      const words = await transcribeInChunks({
        wavPath: input.wavPath,
        durationSec: input.durationSec,
        scratchDir: input.scratchDir,
        // Under the limit the file goes whole: the server keeps all of its context.
        targetSec: size <= MAX_UPLOAD_BYTES ? Number.POSITIVE_INFINITY : CHUNK_TARGET_SEC,
        maxSec: size <= MAX_UPLOAD_BYTES ? Number.POSITIVE_INFINITY : CHUNK_MAX_SEC,
        concurrency,
        transcribeChunk: sendFile,
        onProgress: options.onProgress,
        signal: options.signal,
      });
      return { words, speakersFromEngine: false, punctuated: true };
    },
  };
}
