// Scoring of readable text (punctuation and capitals) against a reference, on the words the
// recogniser got right. Pure functions, so they can be unit-tested and shared.

/** A word reduced for comparison, with the mark written after it and whether it was capitalised. */
export interface MarkedWord {
  /** Lower-case letters and digits only. */
  key: string;
  /** '.' (also '!'), '?', ',' (also ';' and ':') or ''. */
  mark: string;
  capital: boolean;
}

/** Words of a text with their marks; a piece split off a word ("electric-car") carries none. */
export function markedWords(text: string): MarkedWord[] {
  const out: MarkedWord[] = [];
  for (const raw of text.split(/\s+/)) {
    const pieces = raw
      .toLowerCase()
      .replace(/['\u2018\u2019]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (pieces.length === 0) continue;
    const trail = /([.?!,;:])["'\u201d\u2019)\]]*$/u.exec(raw)?.[1] ?? '';
    const mark = trail === '!' ? '.' : trail === ';' || trail === ':' ? ',' : trail;
    const capital = /^["'(\u201c]*\p{Lu}/u.test(raw);
    pieces.forEach((key, i) =>
      out.push({ key, mark: i === pieces.length - 1 ? mark : '', capital: i === 0 && capital }),
    );
  }
  return out;
}

/** Index pairs [ref, hyp] of the words a minimum-edit alignment matches exactly. */
export function matchedPairs(ref: readonly string[], hyp: readonly string[]): [number, number][] {
  const n = ref.length;
  const m = hyp.length;
  const cost = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = 0; i <= n; i++) cost[at(i, 0)] = i;
  for (let j = 0; j <= m; j++) cost[at(0, j)] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const diagonal = cost[at(i - 1, j - 1)]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      cost[at(i, j)] = Math.min(diagonal, cost[at(i - 1, j)]! + 1, cost[at(i, j - 1)]! + 1);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = n, j = m; i > 0 && j > 0;) {
    const same = ref[i - 1] === hyp[j - 1];
    if (cost[at(i, j)] === cost[at(i - 1, j - 1)]! + (same ? 0 : 1)) {
      if (same) pairs.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (cost[at(i, j)] === cost[at(i - 1, j)]! + 1) i--;
    else j--;
  }
  return pairs.reverse();
}

export interface Counts {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
}

export interface ReadableScore {
  matched: number;
  /** Any sentence end ('.' or '?') after a word. */
  sentenceEnd: Counts;
  question: Counts;
  comma: Counts;
  /** Words capitalised in the reference other than at a sentence start (names, "I"). */
  nameCapital: Counts;
  /** Matched words whose capitalisation agrees with the reference. */
  caseAgreement: number;
}

const empty = (): Counts => ({ truePositive: 0, falsePositive: 0, falseNegative: 0 });

function count(counts: Counts, gold: boolean, predicted: boolean): void {
  if (gold && predicted) counts.truePositive++;
  else if (predicted) counts.falsePositive++;
  else if (gold) counts.falseNegative++;
}

/** Compares the marks and capitals of the matched words of a reference and a hypothesis. */
export function scoreReadable(reference: readonly MarkedWord[], hypothesis: readonly MarkedWord[]): ReadableScore {
  const score: ReadableScore = {
    matched: 0,
    sentenceEnd: empty(),
    question: empty(),
    comma: empty(),
    nameCapital: empty(),
    caseAgreement: 0,
  };
  const pairs = matchedPairs(
    reference.map((w) => w.key),
    hypothesis.map((w) => w.key),
  );
  for (const [i, j] of pairs) {
    const gold = reference[i]!;
    const guess = hypothesis[j]!;
    score.matched++;
    const end = (mark: string) => mark === '.' || mark === '?';
    count(score.sentenceEnd, end(gold.mark), end(guess.mark));
    count(score.question, gold.mark === '?', guess.mark === '?');
    count(score.comma, gold.mark === ',', guess.mark === ',');
    const sentenceStart = i === 0 || end(reference[i - 1]!.mark);
    if (!sentenceStart) count(score.nameCapital, gold.capital, guess.capital);
    if (gold.capital === guess.capital) score.caseAgreement++;
  }
  return score;
}

export function f1(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.truePositive / Math.max(1, c.truePositive + c.falsePositive);
  const recall = c.truePositive / Math.max(1, c.truePositive + c.falseNegative);
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}
