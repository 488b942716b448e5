import { SpeechError } from '../speech-error.js';
import type { RecognizedWord } from '../types.js';

interface ServerWord {
  word?: string;
  start?: number;
  end?: number;
  probability?: number;
  confidence?: number;
}
interface VerboseJson {
  text?: string;
  words?: ServerWord[];
  segments?: Array<{ words?: ServerWord[] }>;
}

/**
 * Words of a verbose_json answer. OpenAI puts them at the top level; some compatible servers
 * (faster-whisper based ones) only inside segments. Servers that give a probability have it kept;
 * those that do not get confidence 1, as OpenAI itself gives none.
 */
export function mapOpenAiWords(body: unknown): RecognizedWord[] {
  const json = (body ?? {}) as VerboseJson;
  const serverWords = json.words ?? json.segments?.flatMap((s) => s.words ?? []) ?? [];
  if (serverWords.length === 0 && json.text?.trim()) {
    // Spreading the text over the segment times would invent timings the editor then trusts.
    throw new SpeechError(
      'REMOTE_FAILED',
      'The speech server returned text without word timestamps: it must support timestamp_granularities[]=word.',
    );
  }
  const words: RecognizedWord[] = [];
  for (const w of serverWords) {
    const text = (w.word ?? '').trim();
    if (!text || typeof w.start !== 'number' || typeof w.end !== 'number') continue;
    const confidence = w.probability ?? w.confidence ?? 1;
    words.push({
      text,
      start: w.start,
      end: Math.max(w.start, w.end),
      confidence: Math.min(1, Math.max(0, confidence)),
    });
  }
  return words;
}
