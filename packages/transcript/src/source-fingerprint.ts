import type { Snippet } from '@scriptloom/contracts';
import { TextHash } from './text-hash.js';

/**
 * What generated content was written from (docs/product.md#out-of-date-content), in two parts:
 * `words`, the text said (struck words left out, as the insight engines leave them out), and
 * `speakers`, who says which words. Timings, paragraph breaks within one speaker's turn, comments and
 * names nobody speaks are left out: changing them changes nothing an engine writes from.
 */
export interface SourceFingerprint {
  words: string;
  speakers: string;
}

const SEPARATOR = '-';

/**
 * The fingerprint of a transcript as one string, `words-speakers` (32 hex digits and a dash), the
 * form it is stored in. One pass over the words; no joined copy of the text is made.
 */
export function sourceFingerprint(snippets: readonly Snippet[]): string {
  const words = new TextHash();
  const turns = new TextHash();
  let speaker: string | null = null;
  let said = 0;
  for (const snippet of snippets) {
    let kept = 0;
    for (const word of snippet.words) {
      if (word.is_removed || !word.text.trim()) continue;
      words.add(word.text).end();
      kept++;
    }
    if (kept === 0) continue;
    // A turn is a speaker and the word it starts at: renaming a speaker and giving a paragraph to
    // someone else both change this part, splitting or merging one speaker's paragraphs does not.
    if (snippet.speaker !== speaker) {
      turns.add(String(said)).end().add(snippet.speaker).end();
      speaker = snippet.speaker;
    }
    said += kept;
  }
  return `${words.digest()}${SEPARATOR}${turns.digest()}`;
}

/** The two parts of a stored fingerprint; null for a value that is not one. */
export function fingerprintParts(fingerprint: string): SourceFingerprint | null {
  const [words, speakers, ...rest] = fingerprint.split(SEPARATOR);
  if (!words || !speakers || rest.length > 0) return null;
  return { words, speakers };
}
