import type { Chapter } from '@scriptloom/contracts';
import { formatTimestamp, parseTimestamp } from '@scriptloom/transcript';
import type { EntityGroups } from '../types.js';
import type { ChaptersAnswer } from './schemas.js';
import { tokenize } from './transcript-text.js';

/** A chapter with its time in seconds, before it is written as h:mm:ss. */
export interface TimedChapter {
  start: number;
  summary: string;
}

/**
 * Chapter times the model gave, checked against what it read: a time outside `range` (the part of
 * the file it was shown, never past the end of the file) points at nothing and is dropped; a time
 * inside is moved to the start of the paragraph nearest to it, so every chapter begins where
 * someone begins speaking (the model reads those times in the `[h:mm:ss]` marks).
 */
export function checkChapters(
  answer: ChaptersAnswer,
  range: { from: number; to: number },
  lineStarts: number[],
): TimedChapter[] {
  const result: TimedChapter[] = [];
  for (const chapter of answer.chapters) {
    const time = parseTimestamp(chapter.timestamp);
    if (time === null || time < range.from || time > range.to) continue;
    result.push({ start: nearest(time, lineStarts), summary: chapter.summary.trim() });
  }
  return result;
}

/** Chapters closer than this to the one before are the same chapter said twice. */
const SAME_CHAPTER_SEC = 10;

/** Sorted, near-identical times merged (the first kept), and the first chapter at 0:00:00. */
export function finishChapters(chapters: TimedChapter[]): Chapter[] {
  const sorted = [...chapters].sort((a, b) => a.start - b.start);
  const kept: TimedChapter[] = [];
  for (const chapter of sorted) {
    const before = kept[kept.length - 1];
    if (before && chapter.start - before.start < SAME_CHAPTER_SEC) continue;
    if (before && before.summary.toLowerCase() === chapter.summary.toLowerCase()) continue;
    kept.push(chapter);
  }
  if (kept[0]) kept[0] = { ...kept[0], start: 0 };
  return kept.map((c) => ({ timestamp: formatTimestamp(c.start), summary: c.summary }));
}

function nearest(time: number, starts: number[]): number {
  let best = time;
  let distance = Infinity;
  for (const start of starts) {
    const d = Math.abs(start - time);
    if (d < distance) {
      distance = d;
      best = start;
    }
  }
  return best;
}

/** The transcript's tokens, in forms the entity and keyword checks look up quickly. */
export interface TranscriptLexicon {
  /** ` token token ... ` with single spaces, for whole-phrase lookups. */
  joined: string;
  /** Every token and its 4-6 letter prefixes, for stemmed keyword lookups. */
  prefixes: Set<string>;
}

export function buildLexicon(tokens: string[]): TranscriptLexicon {
  const prefixes = new Set<string>();
  for (const token of new Set(tokens)) {
    prefixes.add(token);
    for (let k = 4; k <= 6 && k < token.length; k++) prefixes.add(token.slice(0, k));
  }
  return { joined: ` ${tokens.join(' ')} `, prefixes };
}

/**
 * Entity phrases that are said in the transcript (case and punctuation aside); a name the model
 * "corrected" or remembered from elsewhere is dropped. Types are upper-cased; GPE is kept (the
 * server drops it when storing). Phrases are de-duplicated per type, ignoring case.
 */
export function checkEntities(groups: Record<string, string[]>, lexicon: TranscriptLexicon): EntityGroups {
  const result: EntityGroups = {};
  for (const [rawType, phrases] of Object.entries(groups)) {
    const type = rawType
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_');
    if (!/^[A-Z_]+$/.test(type)) continue;
    for (const raw of phrases) {
      const phrase = raw.trim().replace(/[.?!,;:]+$/, '');
      const tokens = tokenize(phrase);
      if (!tokens.length || !lexicon.joined.includes(` ${tokens.join(' ')} `)) continue;
      const list = (result[type] ??= []);
      if (!list.some((p) => p.toLowerCase() === phrase.toLowerCase())) list.push(display(phrase));
    }
  }
  for (const type of Object.keys(result)) if (!result[type]!.length) delete result[type];
  return result;
}

/** Recogniser output is lower-case; names are shown capitalised ("University of Lisbon"). */
function display(phrase: string): string {
  if (phrase !== phrase.toLowerCase()) return phrase;
  return phrase
    .split(' ')
    .map((word, i) => (i > 0 && FILLER.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

const FILLER = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'for', 'in', 'on', 'to', 'with', 'at', 'by', 'from']);

/** Keywords with at least one word said in the transcript (stem-prefix match: "batteries" meets "battery"). */
export function checkKeywords(keywords: string[], lexicon: TranscriptLexicon): string[] {
  const result: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim().replace(/^#/, '');
    const words = tokenize(keyword).filter((t) => !FILLER.has(t));
    if (!words.length) continue;
    if (!words.some((w) => lexicon.prefixes.has(stem(w)))) continue;
    if (!result.some((k) => k.toLowerCase() === keyword.toLowerCase())) result.push(keyword);
  }
  return result;
}

function stem(token: string): string {
  return token.length <= 4 ? token : token.slice(0, Math.max(4, Math.min(token.length - 1, 6)));
}
