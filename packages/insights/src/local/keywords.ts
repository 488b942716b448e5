import type { Sentence } from '../text/sentence.js';
import type { TaggedSentence } from '../text/tagging.js';
import {
  caseWords,
  type ProperNouns,
  FILLERS,
  GENERIC_NOUNS,
  isContentToken,
  isCourtesy,
} from '@scriptloom/transcript';
import { CONFIDENCE, KEYWORDS, TEXT_RANK } from '../settings.js';

/**
 * Key phrases: noun phrases (1-3 words) from the tagged sentences, ranked by TextRank over the
 * co-occurrence graph of their words' lemmas, weighted by how sure the recogniser was.
 */

export interface Phrase {
  /** Lemmas joined by spaces: "battery" for "batteries" and "battery". */
  key: string;
  display: string;
  score: number;
  /** Whether the person typed this term for the upload: it ranks first, by a boost in `score`. */
  typed?: boolean;
  /** Occurrences weighted by mean word confidence. */
  weight: number;
}

export interface KeywordAnalysis {
  /** Ranked key phrases for display. */
  keywords: string[];
  /** Every candidate phrase by key, with its score. */
  phrases: Map<string, Phrase>;
  /** Keys of the candidate phrases of each sentence, in order. */
  sentencePhrases: string[][];
  /** TextRank score of each content lemma (0-1 scaled). */
  wordScores: Map<string, number>;
  /** How many times each candidate phrase is said in the whole transcript. */
  mentions: Map<string, number>;
}

/** Adjectives that qualify without naming a topic: dropped from the front of a phrase. */
const WEAK_MODIFIERS = new Set(
  `big small little large good great bad new old other many much more most few first last next same different
whole real free perfect remarkable biggest best better worse worst own certain main huge tiny entire whole
nice important interesting amazing awesome hard easy sure able true particular specific general various several
such right wrong long short high low early late full`.split(/\s+/),
);
const NOUNISH = new Set(['NOUN', 'PROPN']);

function phraseWordOk(token: string, pos: string, confidence: number): boolean {
  // A word not heard is probably misheard (recogniser junk): it breaks a phrase and is not counted.
  return confidence >= CONFIDENCE.heard && isContentToken(token) && !FILLERS.has(token) && pos !== 'X';
}

/** Words after which the next word is a verb, whatever the tagger says ("we hire", "to plant"). */
const BEFORE_VERB = new Set(
  `i we you they he she it to can could will would should must might may shall don't didn't doesn't won't can't
let's also just often usually never always still really then who which that`.split(/\s+/),
);
/** Words that follow a verb, not a noun, in run-on speech ("compost gives the plants"). */
const AFTER_VERB = new Set(
  `the a an them it us him her me our their his my your this these those some every each`.split(/\s+/),
);

/**
 * Words that say when or how much rather than what about: a listener does not list a date or a
 * quantity as a topic, so no keyword has one as its head ("saturday morning", "forty miles", "calm
 * days") or as the only word before a generic noun ("century people"). Lemmas; "may" and "march"
 * are left out, being everyday words too.
 */
const WHEN_OR_HOW_MUCH = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february april june july august september
october november december morning afternoon evening night weekend day week month year hour minute second decade
century dollar euro pound cent percent mile kilometre kilometer metre meter tonne ton kilo kilogram gram litre
liter foot inch degree`.split(/\s+/),
);

const AFTER_AND_VERB = new Set(['about', 'to', 'with', 'the', 'a', 'them', 'it', 'us', 'for', 'on']);

/** Positions of a sentence inside a known name ("velo commons foundation"): no key phrase there. */
function insideNames(tokens: readonly string[], names: ReadonlySet<string>): boolean[] {
  const covered = tokens.map(() => false);
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(5, tokens.length - i); n >= 2; n--) {
      if (!names.has(tokens.slice(i, i + n).join(' '))) continue;
      for (let k = i; k < i + n; k++) covered[k] = true;
      break;
    }
  }
  return covered;
}

/**
 * Trims one noun-run [from, to) to the phrase a listener would name: no verb at either end (read
 * from the words around it, as the tagger guesses wrong on unpunctuated text) and no list of
 * nouns ("beds water tanks": a plural noun ends its phrase; compounds modify in the singular).
 */
export function phraseSpans(
  tokens: readonly string[],
  lemmas: readonly string[],
  from: number,
  to: number,
): Array<[number, number]> {
  let a = from;
  let b = to;
  if (a > 0 && BEFORE_VERB.has(tokens[a - 1]!)) a++;
  // "... and talk about the people": after "and", a word followed by a preposition or article.
  else if (a > 0 && tokens[a - 1] === 'and' && b === a + 1 && b < tokens.length && AFTER_AND_VERB.has(tokens[b]!)) a++;
  if (b - a >= 1 && b < tokens.length && AFTER_VERB.has(tokens[b]!) && !(b - a === 1 && a === from)) b--;
  if (b <= a) return [];
  const out: Array<[number, number]> = [];
  let start = a;
  for (let k = a; k < b - 1; k++) {
    const plural = tokens[k] !== lemmas[k] && tokens[k]!.endsWith('s');
    if (plural) {
      out.push([start, k + 1]);
      start = k + 1;
    }
  }
  out.push([start, b]);
  return out;
}

/**
 * "invited people", "century people" (a missed comma: "for a century, keepers ..."): a generic
 * head qualified only by a participle or a when-or-how-much word names no topic a listener lists.
 * A real modifier keeps the phrase ("business people", "young people").
 */
function vagueHead(tokens: readonly string[], pos: readonly string[], lemmas: readonly string[]): boolean {
  if (tokens.length < 2 || !GENERIC_NOUNS.has(tokens.at(-1)!)) return false;
  return tokens
    .slice(0, -1)
    .every((t, k) => (pos[k] === 'VERB' && t.endsWith('ed')) || WHEN_OR_HOW_MUCH.has(lemmas[k]!));
}

/** Spans [from, to) of candidate noun phrases in one sentence. */
function candidateSpans(s: Sentence, tag: TaggedSentence): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const n = s.tokens.length;
  let i = 0;
  while (i < n) {
    const modifierOk = (k: number) =>
      (tag.pos[k] === 'ADJ' || (tag.pos[k] === 'VERB' && s.tokens[k]!.endsWith('ed'))) &&
      phraseWordOk(s.tokens[k]!, tag.pos[k]!, s.confidences[k]!);
    const nounOk = (k: number) =>
      NOUNISH.has(tag.pos[k]!) && phraseWordOk(s.tokens[k]!, tag.pos[k]!, s.confidences[k]!);
    if (!modifierOk(i) && !nounOk(i)) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && (modifierOk(j) || nounOk(j))) j++;
    for (const [pa, pb] of phraseSpans(s.tokens, tag.lemma, i, j)) {
      // The phrase ends at its last noun; modifiers after it belong to no phrase.
      let end = pb;
      while (end > pa && !nounOk(end - 1)) end--;
      let from = pa;
      // Keep real modifiers ("solar power", "raised beds"); drop only the weak ones.
      while (from < end - 1 && WEAK_MODIFIERS.has(s.tokens[from]!)) from++;
      if (end > from && nounOk(end - 1)) spans.push([Math.max(from, end - 3), end]);
    }
    i = j;
  }
  return spans;
}

/**
 * A span holding a typed term and more ("eyjafjallajokull finance", when the second word was
 * misheard) is cut around the term: the person said what the term is, and the words beside it are
 * a phrase of their own, if any.
 */
function aroundKnown(
  tokens: readonly string[],
  from: number,
  to: number,
  known: ReadonlySet<string>,
): Array<[number, number]> {
  if (known.size === 0 || to - from < 2) return [[from, to]];
  for (let n = to - from - 1; n >= 1; n--) {
    for (let a = from; a + n <= to; a++) {
      if (!known.has(tokens.slice(a, a + n).join(' '))) continue;
      const parts: Array<[number, number]> = [[a, a + n]];
      if (a > from) parts.push([from, a]);
      if (a + n < to) parts.push([a + n, to]);
      return parts;
    }
  }
  return [[from, to]];
}

function textRank(sentences: readonly Sentence[], tagged: readonly TaggedSentence[]): Map<string, number> {
  const index = new Map<string, number>();
  const weights: number[] = [];
  const edges: Array<Map<number, number>> = [];
  const node = (lemma: string) => {
    let id = index.get(lemma);
    if (id === undefined) {
      id = index.size;
      index.set(lemma, id);
      weights.push(0);
      edges.push(new Map());
    }
    return id;
  };
  sentences.forEach((s, si) => {
    const tag = tagged[si]!;
    const seq: Array<{ id: number; c: number }> = [];
    const factor = isCourtesy(s.tokens) ? KEYWORDS.courtesyWeight : 1;
    s.tokens.forEach((t, k) => {
      const pos = tag.pos[k]!;
      if (!(NOUNISH.has(pos) || pos === 'ADJ') || !phraseWordOk(t, pos, s.confidences[k]!)) return;
      const id = node(tag.lemma[k]!);
      weights[id]! += s.confidences[k]! * factor;
      seq.push({ id, c: s.confidences[k]! });
    });
    for (let a = 0; a < seq.length; a++) {
      for (let b = a + 1; b < Math.min(seq.length, a + KEYWORDS.window); b++) {
        const x = seq[a]!;
        const y = seq[b]!;
        if (x.id === y.id) continue;
        const w = (x.c + y.c) / 2;
        edges[x.id]!.set(y.id, (edges[x.id]!.get(y.id) ?? 0) + w);
        edges[y.id]!.set(x.id, (edges[y.id]!.get(x.id) ?? 0) + w);
      }
    }
  });
  const count = index.size;
  const outSum = edges.map((e) => [...e.values()].reduce((a, b) => a + b, 0));
  let rank = new Float64Array(count).fill(1);
  const { damping, iterations } = TEXT_RANK;
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(count).fill(1 - damping);
    for (let v = 0; v < count; v++) {
      if (outSum[v] === 0) continue;
      const share = (damping * rank[v]!) / outSum[v]!;
      for (const [u, w] of edges[v]!) next[u]! += share * w;
    }
    rank = next;
  }
  // Frequency matters as well as centrality: a word said often with confidence is a topic.
  const max = Math.max(1e-9, ...Array.from(rank, (r, v) => r * Math.log2(1 + weights[v]!)));
  const scores = new Map<string, number>();
  for (const [lemma, v] of index) scores.set(lemma, (rank[v]! * Math.log2(1 + weights[v]!)) / max);
  return scores;
}

export function extractKeywords(
  sentences: readonly Sentence[],
  tagged: readonly TaggedSentence[],
  properNouns: ProperNouns,
  excluded: ReadonlySet<string>,
  maxCount: number,
  /** Terms the user typed for the upload (lower-case): said, they rank first. */
  known: ReadonlySet<string> = new Set(),
): KeywordAnalysis {
  const wordScores = textRank(sentences, tagged);
  const phrases = new Map<string, Phrase>();
  const surfaces = new Map<string, Map<string, number>>();
  const sentencePhrases: string[][] = [];
  sentences.forEach((s, si) => {
    const tag = tagged[si]!;
    const keys: string[] = [];
    const factor = isCourtesy(s.tokens) ? KEYWORDS.courtesyWeight : 1;
    const named = insideNames(s.tokens, excluded);
    for (const [from, to] of candidateSpans(s, tag).flatMap(([a, b]) => aroundKnown(s.tokens, a, b, known))) {
      if (named.slice(from, to).some(Boolean)) continue;
      const tokens = s.tokens.slice(from, to);
      const surface = tokens.join(' ');
      if (tokens.every((t) => GENERIC_NOUNS.has(t))) continue;
      if (vagueHead(tokens, tag.pos.slice(from, to), tag.lemma.slice(from, to))) continue;
      if (excluded.has(surface) || tokens.some((t) => excluded.has(t))) continue;
      const key = tag.lemma.slice(from, to).join(' ');
      const conf = s.confidences.slice(from, to).reduce((a, b) => a + b, 0) / tokens.length;
      const p = phrases.get(key) ?? { key, display: surface, score: 0, weight: 0 };
      p.weight += conf * factor;
      phrases.set(key, p);
      const forms = surfaces.get(key) ?? new Map<string, number>();
      forms.set(surface, (forms.get(surface) ?? 0) + 1);
      surfaces.set(key, forms);
      keys.push(key);
    }
    sentencePhrases.push(keys);
  });
  for (const p of phrases.values()) {
    const words = p.key.split(' ');
    const mean = words.reduce((a, w) => a + (wordScores.get(w) ?? 0), 0) / words.length;
    // Longer phrases are more specific; repeated ones are more central.
    p.score = mean * (1 + KEYWORDS.perExtraWord * (words.length - 1)) * Math.log2(1 + p.weight);
    const forms = [...surfaces.get(p.key)!].sort((a, b) => b[1] - a[1]);
    const surface = forms[0]![0];
    if (known.has(p.key) || forms.some(([f]) => known.has(f))) {
      p.typed = true;
      p.score = p.score * KEYWORDS.typedFactor + 1;
    }
    p.display = caseWords(surface.split(' '), properNouns).join(' ');
  }
  const mentions = new Map<string, number>();
  for (const keys of sentencePhrases) for (const k of keys) mentions.set(k, (mentions.get(k) ?? 0) + 1);
  // A phrase whose words are all said once is seldom a topic and often misheard ("rappers" for
  // "wrappers", "pizza boxes"): a keyword needs a word said twice, alone or inside phrases ("club"
  // in "football club"), unless the person typed it.
  const said = new Map<string, number>();
  for (const keys of sentencePhrases)
    for (const k of keys) for (const w of k.split(' ')) said.set(w, (said.get(w) ?? 0) + 1);
  const repeated = new Map(
    [...phrases].filter(([k]) => k.split(' ').some((w) => (said.get(w) ?? 0) >= 2) || known.has(k)),
  );
  const keywords = selectKeywords(repeated, maxCount);
  // A short or badly heard transcript repeats little: its best other phrases make up the few.
  for (const k of selectKeywords(phrases, maxCount)) {
    if (keywords.length >= KEYWORDS.minShown) break;
    if (!keywords.includes(k)) keywords.push(k);
  }
  return { keywords, phrases, sentencePhrases, wordScores, mentions };
}

/** Best phrases, skipping ones that repeat an already chosen phrase's words. */
function selectKeywords(phrases: Map<string, Phrase>, maxCount: number): string[] {
  const ranked = [...phrases.values()]
    .filter((p) => !(p.key.split(' ').length === 1 && GENERIC_NOUNS.has(p.key)))
    .filter((p) => !WHEN_OR_HOW_MUCH.has(p.key.slice(p.key.lastIndexOf(' ') + 1)))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  const chosen: Phrase[] = [];
  for (const p of ranked) {
    if (chosen.length >= maxCount) break;
    const words = new Set(p.key.split(' '));
    const overlaps = chosen.some((c) => {
      const cw = c.key.split(' ');
      const shared = cw.filter((w) => words.has(w)).length;
      // "cabinet" after "storage cabinet" (or the reverse) says the same thing twice.
      return shared === words.size || shared === cw.length;
    });
    if (!overlaps && p.score > 0) chosen.push(p);
  }
  return chosen.map((p) => p.display);
}
