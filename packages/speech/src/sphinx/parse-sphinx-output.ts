import type { RecognizedWord } from '../types.js';

// `word start end posterior`: the per-word lines of `pocketsphinx_continuous -time yes`. The other
// lines are each utterance's hypothesis text, which this pattern never matches (no numbers).
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?(?:e-?\d+)?)$/;

/**
 * Words from pocketsphinx output, lower case, without its fillers (<s>, </s>, <sil>, [NOISE],
 * [SPEECH], ++BREATH++, <unk>) and without the "(2)" that marks which dictionary pronunciation it
 * matched.
 */
export function parseSphinxOutput(output: string): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token, start, end, posterior] = match as unknown as [string, string, string, string, string];
    if (isFiller(token)) continue;
    words.push({
      // Lower case like every other word of the stock model: a capital marks a vocabulary twin
      // (sphinx-vocabulary.ts), which the readable step spells from the vocabulary anyway.
      text: token.replace(/\(\d+\)$/, '').toLowerCase(),
      start: Number(start),
      end: Number(end),
      confidence: clamp01(Number(posterior)),
    });
  }
  return words;
}

function isFiller(token: string): boolean {
  return token.startsWith('<') || token.startsWith('[') || token.startsWith('++');
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/**
 * The latest end time in a stretch of pocketsphinx output, or null if it has none: how far into
 * the audio a running recogniser has got. A chunk of output may end mid-line, so only whole
 * lines count.
 */
export function lastHeardSec(output: string): number | null {
  let last: number | null = null;
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (match) last = Math.max(last ?? 0, Number(match[3]));
  }
  return last;
}
