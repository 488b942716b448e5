import type { Chapter } from '@scriptloom/contracts';
import { formatTimestamp, isCourtesy } from '@scriptloom/transcript';
import { meanWordConfidence } from '../text/confidence.js';
import type { Sentence } from '../text/sentence.js';
import { addBag, cosine, type Bag } from '../text/similarity.js';
import type { KeywordAnalysis } from './keywords.js';
import { opensTopic } from './sentence-kinds.js';
import { CHAPTERS } from '../settings.js';

/**
 * Topic segmentation: TextTiling-style lexical cohesion between windows of sentences on either
 * side of each sentence start (depth of the similarity valley), plus cue phrases a host uses to
 * open a topic, which count as strong evidence, and a bonus where another speaker asks a question.
 * With one voice alone, every sentence start is a candidate and the words alone decide.
 */

/** Shortest chapter: 12 s, or a twentieth of the episode. */
export function minChapterSec(durationSec: number): number {
  return Math.max(CHAPTERS.minChapter.sec, durationSec / CHAPTERS.minChapter.perEpisode);
}

/** Most chapters an episode gets: one per shortest chapter, at most `CHAPTERS.maxChapters`. */
export function maxChapters(durationSec: number): number {
  return Math.max(1, Math.min(CHAPTERS.maxChapters, Math.floor(durationSec / minChapterSec(durationSec))));
}

export interface Boundary {
  /** Sentence index where the chapter would start. */
  index: number;
  time: number;
  score: number;
  /** Lexical depth of the valley at this sentence, 0-1 of the deepest. */
  depth: number;
  /** For host openings: 1 - similarity of the unit it opens to the one before (0-1). */
  novelty: number;
  cue: boolean;
  /** The host (who asks most) opens a turn with a question or a cue. */
  hostOpens: boolean;
  /** A sentence starts here in a file of one voice alone, with no turns to mark where talk moves on. */
  alone: boolean;
}

/**
 * The speaker who asks most questions: in an interview, the one who moves the talk on. When too
 * few questions were heard (misrecognised words hide them), the one whose turns are shortest
 * among those who speak often: a host prompts, the guests answer at length.
 */
function hostOf(sentences: readonly Sentence[]): string | undefined {
  const asked = new Map<string, number>();
  for (const s of sentences) if (s.question) asked.set(s.speaker, (asked.get(s.speaker) ?? 0) + 1);
  const ranked = [...asked].sort((a, b) => b[1] - a[1]);
  if (ranked[0] && ranked[0][1] >= CHAPTERS.minHostQuestions) return ranked[0][0];
  const turns = new Map<string, { turns: number; words: number }>();
  sentences.forEach((s, i) => {
    const t = turns.get(s.speaker) ?? { turns: 0, words: 0 };
    if (i === 0 || sentences[i - 1]!.speaker !== s.speaker) t.turns++;
    t.words += s.tokens.length;
    turns.set(s.speaker, t);
  });
  if (turns.size < 2) return undefined;
  const often = [...turns].filter(([, t]) => t.turns >= CHAPTERS.minHostTurns);
  often.sort((a, b) => a[1].words / a[1].turns - b[1].words / b[1].turns);
  return often[0]?.[0];
}

/** TextTiling depth at each sentence start, over windows of about 40 words either side. */
function depths(sentences: readonly Sentence[], bags: readonly Bag[]): number[] {
  const n = sentences.length;
  const meanWords = sentences.reduce((a, s) => a + s.tokens.length, 0) / n;
  const { min, max } = CHAPTERS.windowSentences;
  const k = Math.max(min, Math.min(max, Math.round(CHAPTERS.windowWords / Math.max(1, meanWords))));
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
  return depth;
}

/**
 * Where a turn really opens its topic: a question or cue after short remarks of the same turn
 * ("That is remarkable. Now I want to ...") opens it from the turn's start.
 */
function turnOpening(sentences: readonly Sentence[], i: number): number {
  let at = i;
  while (
    at > 0 &&
    sentences[at - 1]!.speaker === sentences[i]!.speaker &&
    sentences[at - 1]!.snippetIndex >= sentences[i]!.snippetIndex - 1 &&
    sentences[at - 1]!.tokens.length <= CHAPTERS.openingRemarkWords &&
    i - at < 2
  )
    at--;
  return at > 0 && sentences[at - 1]!.speaker !== sentences[i]!.speaker ? at : i;
}

/** Every place a chapter could start, scored. */
export function scoreBoundaries(sentences: readonly Sentence[], bags: readonly Bag[]): Boundary[] {
  const n = sentences.length;
  if (n < 2) return [];
  const depth = depths(sentences, bags);
  const maxDepth = Math.max(1e-9, ...depth);
  const host = hostOf(sentences);
  const oneVoice = sentences.every((s) => s.speaker === sentences[0]!.speaker);
  const out: Boundary[] = [];
  for (let i = 1; i < n; i++) {
    const s = sentences[i]!;
    const turnStart = sentences[i - 1]!.speaker !== s.speaker;
    const cue = opensTopic(s.tokens);
    if (isCourtesy(s.tokens) && !cue) continue;
    const index = (cue || s.question) && !turnStart ? turnOpening(sentences, i) : i;
    const opensTurn = index !== i || turnStart;
    // With nobody to take turns with (a monologue, a lecture) only the words tell where the talk
    // moves on, and it may do so at any sentence: paragraphs are cut by length and pauses, not by
    // topic, so a change inside a long paragraph would otherwise land at the next one's start.
    const alone = oneVoice;
    if (!cue && !opensTurn && !alone) continue;
    // Unpunctuated questions are often missed ("do the bees ever ..."): a host's short turn
    // opening counts as a prompt too.
    const prompt =
      cue || s.question || (s.speaker === host && turnStart && s.tokens.length <= CHAPTERS.hostPromptWords);
    // Alone, a speaker opens a paragraph with the question they go on to answer.
    const hostOpens = (opensTurn || alone) && prompt && (host === undefined || s.speaker === host);
    // A valley just after the question (its answer starts the new words) counts for the question.
    const d = Math.max(depth[i]!, depth[i + 1] ?? 0, index < i ? depth[index]! : 0) / maxDepth;
    out.push({ index, time: sentences[index]!.start, score: 0, depth: d, novelty: 0, cue, hostOpens, alone });
  }
  // Units from one host opening to the next: how little a unit shares with the one before it.
  const anchors = out.filter((b) => b.hostOpens || b.cue || b.alone);
  const unit = (from: number, to: number) => {
    const bag: Bag = new Map();
    for (let j = from; j < to; j++) addBag(bag, bags[j]!);
    return bag;
  };
  // Alone, every sentence is an anchor, and two single sentences share almost no words whatever
  // their topic: each side reaches back or on to at least `aloneNoveltyTerms` content words.
  const terms = bags.map((bag) => [...bag.values()].reduce((a, v) => a + v, 0));
  const least = oneVoice ? CHAPTERS.aloneNoveltyTerms : 0;
  anchors.forEach((b, j) => {
    let from = anchors[j - 1]?.index ?? 0;
    let to = anchors[j + 1]?.index ?? n;
    for (let had = sum(terms, from, b.index); from > 0 && had < least;) had += terms[--from]!;
    for (let had = sum(terms, b.index, to); to < n && had < least;) had += terms[to++]!;
    b.novelty = 1 - cosine(unit(from, b.index), unit(b.index, to));
  });
  // The host's first prompt ends the greetings and introductions, which often name the topic ahead.
  const firstPrompt = out.find((b) => b.hostOpens);
  const w = CHAPTERS.weights;
  for (const b of out) {
    b.score =
      w.depth * b.depth +
      b.novelty +
      (b.cue ? w.cue : 0) +
      (b.hostOpens ? w.hostOpens : 0) +
      (b === firstPrompt ? w.firstPrompt : 0);
  }
  return out;
}

function sum(values: readonly number[], from: number, to: number): number {
  let total = 0;
  for (let j = from; j < to; j++) total += values[j]!;
  return total;
}

/** Where chapters start (sentence indexes, the first always 0): boundaries clear enough, best first. */
export function segment(sentences: readonly Sentence[], bags: readonly Bag[], durationSec: number): number[] {
  const n = sentences.length;
  if (n < 2) return [0];
  const duration = Math.max(durationSec, sentences[n - 1]!.end);
  const minLen = minChapterSec(duration);
  const limit = maxChapters(duration);
  const chosen: Boundary[] = [];
  const sorted = scoreBoundaries(sentences, bags).sort((a, b) => b.score - a.score || a.time - b.time);
  for (const c of sorted) {
    if (chosen.length + 1 >= limit) break;
    if (c.score < CHAPTERS.boundaryScore) break;
    if (c.time - sentences[0]!.start < minLen || duration - c.time < minLen * CHAPTERS.lastChapterShare) continue;
    if (chosen.some((o) => Math.abs(o.time - c.time) < minLen)) continue;
    chosen.push(c);
  }
  return [0, ...chosen.map((c) => c.index).sort((a, b) => a - b)];
}

const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

function countIn(sentencePhrases: readonly string[][], key: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) for (const k of sentencePhrases[i] ?? []) if (k === key) n++;
  return n;
}

/** The chapter's two strongest key phrases as its title, or undefined when it holds none. */
function phraseTitle(
  sentences: readonly Sentence[],
  from: number,
  to: number,
  keywords: KeywordAnalysis,
): string | undefined {
  const weight = new Map<string, number>();
  for (let i = from; i < to; i++) {
    const courtesy = isCourtesy(sentences[i]!.tokens) ? CHAPTERS.titleCourtesyWeight : 1;
    for (const key of keywords.sentencePhrases[i] ?? []) {
      const p = keywords.phrases.get(key);
      if (!p) continue;
      weight.set(key, (weight.get(key) ?? 0) + p.score * courtesy);
    }
  }
  // A phrase said all through the episode ("garden") names no one chapter: weigh each phrase by
  // the share of its mentions that fall inside this span.
  for (const [key, w] of weight) {
    const total = keywords.mentions.get(key) ?? 1;
    const inside = countIn(keywords.sentencePhrases, key, from, to);
    weight.set(key, w * (inside / total) ** 2);
  }
  const ranked = [...weight].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const picked: string[] = [];
  for (const [key] of ranked) {
    if (picked.length === 2) break;
    const words = key.split(' ');
    if (picked.some((p) => p.split(' ').some((w) => words.includes(w)))) continue;
    picked.push(key);
  }
  if (picked.length === 0) return undefined;
  return capitalise(picked.map((k) => keywords.phrases.get(k)!.display).join(' and '));
}

/**
 * A title from the chapter's own words: its two strongest key phrases, or else its longest sentence
 * heard at least as clearly as `clearBar` (the file's mean word confidence), trimmed to `CHAPTERS.titleWords`.
 * Undefined when neither exists: the stretch was not heard clearly enough to name.
 */
export function chapterTitle(
  sentences: readonly Sentence[],
  from: number,
  to: number,
  keywords: KeywordAnalysis,
  clearBar = 0,
): string | undefined {
  const phrases = phraseTitle(sentences, from, to, keywords);
  if (phrases) return phrases;
  let best: Sentence | undefined;
  for (let i = from; i < to; i++) {
    const s = sentences[i]!;
    if (s.confidence < clearBar) continue;
    if (!best || s.tokens.length * s.confidence > best.tokens.length * best.confidence) best = s;
  }
  if (!best) return undefined;
  const words = best.text.replace(/[.?]$/, '').split(' ');
  return words.length > CHAPTERS.titleWords ? `${words.slice(0, CHAPTERS.titleWords).join(' ')}...` : words.join(' ');
}

export function buildChapters(
  sentences: readonly Sentence[],
  bags: readonly Bag[],
  durationSec: number,
  keywords: KeywordAnalysis,
): { chapters: Chapter[]; starts: number[] } {
  const found = segment(sentences, bags, durationSec);
  const clearBar = meanWordConfidence(sentences) - 1e-9;
  const end = (starts: readonly number[], c: number) => starts[c + 1] ?? sentences.length;
  // A stretch with neither a key phrase nor a clearly heard sentence (its words are the recogniser's
  // guesses) joins the chapter before it rather than get a title of word salad.
  const starts = found.filter(
    (from, c) => c === 0 || chapterTitle(sentences, from, end(found, c), keywords, clearBar) !== undefined,
  );
  const chapters = starts.map((from, c) => {
    const to = end(starts, c);
    // The first chapter starts at the beginning of the file, whatever came before the first word,
    // and is kept whatever it holds: then its clearest sentence names it.
    const time = c === 0 ? 0 : sentences[from]!.start;
    const summary =
      chapterTitle(sentences, from, to, keywords, clearBar) ?? chapterTitle(sentences, from, to, keywords)!;
    return { summary, timestamp: formatTimestamp(time) };
  });
  return { chapters, starts };
}
