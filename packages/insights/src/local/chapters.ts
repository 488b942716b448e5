import type { Chapter } from '@scriptloom/contracts';
import { formatTimestamp, isCourtesy } from '@scriptloom/transcript';
import type { Sentence } from '../text/sentence.js';
import { addBag, cosine, type Bag } from '../text/similarity.js';
import type { KeywordAnalysis } from './keywords.js';

/**
 * Topic segmentation: TextTiling-style lexical cohesion between windows of sentences on either
 * side of each sentence start (depth of the similarity valley), plus cue phrases a host uses to
 * open a topic, which count as strong evidence, and a bonus where another speaker asks a question.
 */

/** Token sequences that open a topic; one extra word may sit between two cue words ("next to tell me"). */
const TOPIC_CUES = [
  'let us start',
  'let us begin',
  "let's start",
  "let's begin",
  'to start with',
  'first question',
  'now let us',
  "now let's",
  'let us talk about',
  "let's talk about",
  'i want to move on',
  'i want to change',
  'i want to talk about',
  'change topics',
  'change the subject',
  'switch gears',
  'shift gears',
  'moving on',
  'move on to',
  'turn to',
  'next tell me',
  'tell me about',
  'before we finish',
  'before we wrap',
  'before we go',
  'to wrap up',
  'last question',
  'final question',
  'one more question',
  'finally',
].map((c) => c.split(' '));
/** A cue counts when it starts within the first words of the sentence. */
const CUE_WITHIN = 8;

function cueAt(tokens: readonly string[], at: number, cue: readonly string[]): boolean {
  let k = at;
  let skipped = 0;
  for (let c = 0; c < cue.length; c++) {
    if (tokens[k] === cue[c]) {
      k++;
      continue;
    }
    if (c > 0 && skipped === 0 && tokens[k + 1] === cue[c]) {
      skipped++;
      k += 2;
      continue;
    }
    return false;
  }
  return true;
}

export function opensTopic(tokens: readonly string[]): boolean {
  for (let at = 0; at < Math.min(CUE_WITHIN, tokens.length); at++) {
    if (TOPIC_CUES.some((cue) => cueAt(tokens, at, cue))) return true;
  }
  return false;
}

export interface ChapterOptions {
  durationSec: number;
}

/** Shortest chapter: 12 s, or a fifteenth of the episode. */
export function minChapterSec(durationSec: number): number {
  return Math.max(12, durationSec / 15);
}

/** How many chapters to aim for: at least 3 from 90 s, about one per 5 minutes, at most 12. */
export function targetChapters(durationSec: number): number {
  if (durationSec < 45) return 1;
  if (durationSec < 90) return 2;
  return Math.min(12, Math.max(3, Math.round(durationSec / 300)));
}

interface Candidate {
  /** Sentence index where the chapter would start. */
  index: number;
  time: number;
  score: number;
  cue: boolean;
}

/** Where chapters start (sentence indexes, the first always 0). */
export function segment(sentences: readonly Sentence[], bags: readonly Bag[], durationSec: number): number[] {
  const n = sentences.length;
  if (n < 2) return [0];
  const duration = Math.max(durationSec, sentences[n - 1]!.end);
  // Windows of about 40 words (at least two sentences) on each side.
  const meanWords = sentences.reduce((a, s) => a + s.tokens.length, 0) / n;
  const k = Math.max(2, Math.min(8, Math.round(40 / Math.max(1, meanWords))));
  const sims: number[] = new Array<number>(n).fill(1);
  for (let i = 1; i < n; i++) {
    const left: Bag = new Map();
    const right: Bag = new Map();
    for (let j = Math.max(0, i - k); j < i; j++) addBag(left, bags[j]!);
    for (let j = i; j < Math.min(n, i + k); j++) addBag(right, bags[j]!);
    sims[i] = cosine(left, right);
  }
  const depth: number[] = new Array<number>(n).fill(0);
  for (let i = 1; i < n; i++) {
    let l = sims[i]!;
    for (let j = i - 1; j >= 1 && sims[j]! >= l; j--) l = sims[j]!;
    let r = sims[i]!;
    for (let j = i + 1; j < n && sims[j]! >= r; j++) r = sims[j]!;
    depth[i] = l - sims[i]! + (r - sims[i]!);
  }
  const maxDepth = Math.max(1e-9, ...depth);
  const candidates: Candidate[] = [];
  for (let i = 1; i < n; i++) {
    const s = sentences[i]!;
    const prev = sentences[i - 1]!;
    const turnStart = prev.speaker !== s.speaker;
    const cue = opensTopic(s.tokens);
    let index = i;
    // A cue in the second sentence of a turn ("that is remarkable. now i want to ...") opens the
    // topic from the start of the turn.
    if (cue && !turnStart && i >= 2 && sentences[i - 2]!.speaker !== prev.speaker && prev.tokens.length <= 8) {
      index = i - 1;
    }
    if (isCourtesy(s.tokens) && !cue) continue;
    const askedByOther = s.question && (turnStart || index !== i);
    const score = depth[i]! / maxDepth + (cue ? 1.5 : 0) + (askedByOther ? 0.4 : 0) + (turnStart ? 0.15 : 0);
    if (!cue && !turnStart && depth[i]! <= 0) continue;
    const start = sentences[index]!;
    candidates.push({ index, time: start.start, score, cue });
  }
  const minLen = minChapterSec(duration);
  const target = targetChapters(duration);
  const cueCount = candidates.filter((c) => c.cue).length;
  // Cues may add chapters beyond the target, and one clear lexical break besides them.
  const maxChapters = Math.min(12, Math.max(target, cueCount + 2), Math.floor(duration / minLen));
  // Lexical boundaries must stand out from the rest; cue boundaries always qualify.
  const scores = candidates.map((c) => c.score);
  const mean = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, scores.length));
  const chosen: Candidate[] = [];
  const sorted = candidates.slice().sort((a, b) => b.score - a.score || a.time - b.time);
  for (const c of sorted) {
    if (chosen.length + 1 >= maxChapters) break;
    const strong = c.score >= Math.max(1, mean + sd);
    if (!c.cue && (c.score < mean + 0.5 * sd || (chosen.length + 1 >= target && !strong))) continue;
    if (c.time < minLen || duration - c.time < minLen * 0.75) continue;
    if (chosen.some((o) => Math.abs(o.time - c.time) < minLen)) continue;
    chosen.push(c);
  }
  return [0, ...chosen.map((c) => c.index).sort((a, b) => a - b)];
}

const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** A title from the chapter's own words: its two strongest key phrases, or its central sentence. */
export function chapterTitle(
  sentences: readonly Sentence[],
  from: number,
  to: number,
  keywords: KeywordAnalysis,
): string {
  const weight = new Map<string, number>();
  for (let i = from; i < to; i++) {
    const courtesy = isCourtesy(sentences[i]!.tokens) ? 0.3 : 1;
    for (const key of keywords.sentencePhrases[i] ?? []) {
      const p = keywords.phrases.get(key);
      if (!p) continue;
      weight.set(key, (weight.get(key) ?? 0) + p.score * courtesy);
    }
  }
  const ranked = [...weight].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const picked: string[] = [];
  for (const [key] of ranked) {
    if (picked.length === 2) break;
    const words = key.split(' ');
    if (picked.some((p) => p.split(' ').some((w) => words.includes(w)))) continue;
    picked.push(key);
  }
  if (picked.length > 0) {
    return capitalise(picked.map((k) => keywords.phrases.get(k)!.display).join(' and '));
  }
  // No key phrase: the chapter's longest confident sentence, trimmed to 12 words.
  let best = sentences[from]!;
  for (let i = from; i < to; i++) {
    const s = sentences[i]!;
    if (s.tokens.length * s.confidence > best.tokens.length * best.confidence) best = s;
  }
  const words = best.text.replace(/[.?]$/, '').split(' ');
  return words.length > 12 ? `${words.slice(0, 12).join(' ')}...` : words.join(' ');
}

export function buildChapters(
  sentences: readonly Sentence[],
  bags: readonly Bag[],
  durationSec: number,
  keywords: KeywordAnalysis,
): { chapters: Chapter[]; starts: number[] } {
  const starts = segment(sentences, bags, durationSec);
  const chapters = starts.map((from, c) => {
    const to = starts[c + 1] ?? sentences.length;
    // The first chapter starts at the beginning of the file, whatever came before the first word.
    const time = c === 0 ? 0 : sentences[from]!.start;
    return { summary: chapterTitle(sentences, from, to, keywords), timestamp: formatTimestamp(time) };
  });
  return { chapters, starts };
}
