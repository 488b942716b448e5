// Scoring of transcripts against reference turns: word error rate and speaker accuracy.
// Pure functions, no I/O, so the benchmark and the unit tests share them.

export interface RefTurn {
  speaker: string;
  text?: string;
  start: number;
  end: number;
}

export interface HypWord {
  text: string;
  start: number;
  end: number;
  /** Any label type: only the grouping matters, names are matched to the reference by the best mapping. */
  speaker?: string | number;
}

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** (S + D + I) / reference words (see wordErrors for an empty reference). */
  rate: number;
}

/**
 * Lowercase words without punctuation. Apostrophes vanish ("don't" -> "dont") so both styles of
 * contraction agree; digits stay as written, since recognisers differ in spelling numbers out and that
 * difference is a real error for a transcript reader.
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * Levenshtein alignment over words, counting each kind of error. Two rolling rows keep memory at
 * O(hypothesis length) for hour-long transcripts. With an empty reference the rate is the insertion
 * count (so any output at all scores badly rather than dividing by zero).
 */
export function wordErrors(refWords: string[], hypWords: string[]): WordErrors {
  const m = hypWords.length;
  // Per cell: total cost and its split into S/D/I along one cheapest path.
  let cost = new Int32Array(m + 1);
  let subs = new Int32Array(m + 1);
  let dels = new Int32Array(m + 1);
  let ins = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) {
    cost[j] = j;
    ins[j] = j;
  }
  let nCost = new Int32Array(m + 1);
  let nSubs = new Int32Array(m + 1);
  let nDels = new Int32Array(m + 1);
  let nIns = new Int32Array(m + 1);
  for (let i = 1; i <= refWords.length; i++) {
    const r = refWords[i - 1];
    nCost[0] = i;
    nSubs[0] = 0;
    nDels[0] = i;
    nIns[0] = 0;
    for (let j = 1; j <= m; j++) {
      const diagonal = cost[j - 1]! + (r === hypWords[j - 1] ? 0 : 1);
      const deletion = cost[j]! + 1;
      const insertion = nCost[j - 1]! + 1;
      // Prefer the diagonal on ties: it gives the conventional S/D/I split.
      if (diagonal <= deletion && diagonal <= insertion) {
        nCost[j] = diagonal;
        nSubs[j] = subs[j - 1]! + (r === hypWords[j - 1] ? 0 : 1);
        nDels[j] = dels[j - 1]!;
        nIns[j] = ins[j - 1]!;
      } else if (deletion <= insertion) {
        nCost[j] = deletion;
        nSubs[j] = subs[j]!;
        nDels[j] = dels[j]! + 1;
        nIns[j] = ins[j]!;
      } else {
        nCost[j] = insertion;
        nSubs[j] = nSubs[j - 1]!;
        nDels[j] = nDels[j - 1]!;
        nIns[j] = nIns[j - 1]! + 1;
      }
    }
    [cost, nCost] = [nCost, cost];
    [subs, nSubs] = [nSubs, subs];
    [dels, nDels] = [nDels, dels];
    [ins, nIns] = [nIns, ins];
  }
  const substitutions = subs[m]!;
  const deletions = dels[m]!;
  const insertions = ins[m]!;
  const errors = substitutions + deletions + insertions;
  return { substitutions, deletions, insertions, rate: refWords.length ? errors / refWords.length : errors };
}

/** Word error rate of normalised word lists (see normaliseWords). */
export function wordErrorRate(refWords: string[], hypWords: string[]): number {
  return wordErrors(refWords, hypWords).rate;
}

/**
 * Share of hypothesis words whose speaker is the reference speaker talking at the word's midpoint
 * (the nearest turn when the midpoint falls in a gap), under the one-to-one mapping of hypothesis
 * labels to reference speakers that gets the most words right. Unlabelled words count as wrong.
 */
export function speakerAccuracy(refTurns: RefTurn[], hypWords: HypWord[]): number {
  if (hypWords.length === 0) return 0;
  const votes = new Votes();
  for (const w of hypWords) {
    const turn = turnAt(refTurns, (w.start + w.end) / 2);
    if (turn && w.speaker !== undefined) votes.add(String(w.speaker), turn.speaker, 1);
  }
  return votes.bestMatched() / hypWords.length;
}

export interface NameScore {
  /** Labels named with their reference speaker's name (or its first name). */
  right: number;
  /** Labels named with someone else's name. */
  wrong: number;
  /** Labels the product left as "Speaker N". */
  unnamed: number;
}

/**
 * How the names the product gave speaker labels (from self-introductions) match the reference:
 * each label stands for the reference speaker of most of its words.
 */
export function speakerNameScore(
  refTurns: RefTurn[],
  hypWords: HypWord[],
  names: ReadonlyMap<string, string>,
): NameScore {
  const counts = new Map<string, Map<string, number>>();
  for (const w of hypWords) {
    const turn = turnAt(refTurns, (w.start + w.end) / 2);
    if (!turn || w.speaker === undefined) continue;
    const label = String(w.speaker);
    const perLabel = counts.get(label) ?? new Map<string, number>();
    perLabel.set(turn.speaker, (perLabel.get(turn.speaker) ?? 0) + 1);
    counts.set(label, perLabel);
  }
  const score: NameScore = { right: 0, wrong: 0, unnamed: 0 };
  for (const [label, perLabel] of counts) {
    const truth = [...perLabel].sort((a, b) => b[1] - a[1])[0]![0].toLowerCase();
    const given = names.get(label)?.toLowerCase();
    if (!given) score.unnamed++;
    else if (truth === given || truth.startsWith(`${given} `)) score.right++;
    else score.wrong++;
  }
  return score;
}

/**
 * Diarization-only accuracy: for each reference turn, the predicted label covering most of the turn's
 * time; under the best one-to-one mapping of labels to speakers, the share of reference speech time
 * (turns weighted by duration) whose majority label maps to the right speaker.
 */
export function segmentSpeakerAccuracy(
  refTurns: RefTurn[],
  segments: { start: number; end: number; speaker: string | number }[],
): number {
  const votes = new Votes();
  let total = 0;
  for (const turn of refTurns) {
    const duration = turn.end - turn.start;
    if (duration <= 0) continue;
    total += duration;
    const cover = new Map<string, number>();
    for (const s of segments) {
      const overlap = Math.min(s.end, turn.end) - Math.max(s.start, turn.start);
      if (overlap > 0) cover.set(String(s.speaker), (cover.get(String(s.speaker)) ?? 0) + overlap);
    }
    let majority: string | undefined;
    for (const [label, time] of cover) if (majority === undefined || time > cover.get(majority)!) majority = label;
    if (majority !== undefined) votes.add(majority, turn.speaker, duration);
  }
  return total > 0 ? votes.bestMatched() / total : 0;
}

/** The reference turn at time `t`, or the nearest one when `t` falls in a gap. */
export function turnAt(turns: RefTurn[], t: number): RefTurn | undefined {
  let nearest: RefTurn | undefined;
  let nearestGap = Infinity;
  for (const turn of turns) {
    if (t >= turn.start && t <= turn.end) return turn;
    const gap = t < turn.start ? turn.start - t : t - turn.end;
    if (gap < nearestGap) {
      nearestGap = gap;
      nearest = turn;
    }
  }
  return nearest;
}

/** Co-occurrence weights of hypothesis labels and reference speakers. */
class Votes {
  private readonly hyp = new Map<string, number>();
  private readonly ref = new Map<string, number>();
  private readonly cells: number[][] = [];

  add(hypLabel: string, refSpeaker: string, weight: number): void {
    const h = indexOf(this.hyp, hypLabel);
    const r = indexOf(this.ref, refSpeaker);
    while (this.cells.length <= h) this.cells.push([]);
    const row = this.cells[h]!;
    row[r] = (row[r] ?? 0) + weight;
  }

  /** Total weight on the diagonal of the best one-to-one label mapping. */
  bestMatched(): number {
    const rows = this.hyp.size;
    const cols = this.ref.size;
    const weights = Array.from({ length: rows }, (_, h) =>
      Array.from({ length: cols }, (_, r) => this.cells[h]?.[r] ?? 0),
    );
    const assignment = maxWeightAssignment(weights);
    return assignment.reduce((sum, r, h) => sum + (r >= 0 ? weights[h]![r]! : 0), 0);
  }
}

function indexOf(map: Map<string, number>, key: string): number {
  let i = map.get(key);
  if (i === undefined) {
    i = map.size;
    map.set(key, i);
  }
  return i;
}

/**
 * Hungarian algorithm (shortest augmenting paths with potentials, O(n^3)) on the matrix padded to
 * square, maximising total weight. Returns, per row, the chosen column or -1. Brute force over
 * permutations would do for two speakers but not for a ten-speaker panel with an over-split hypothesis.
 */
export function maxWeightAssignment(weights: number[][]): number[] {
  const rows = weights.length;
  const cols = rows ? weights[0]!.length : 0;
  const n = Math.max(rows, cols);
  if (n === 0) return [];
  let max = 0;
  for (const row of weights) for (const w of row) max = Math.max(max, w);
  // Minimise cost = max - weight; padding cells cost `max` (weight 0).
  const cost = (i: number, j: number): number => max - (i < rows && j < cols ? weights[i]![j]! : 0);
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const matchOfCol = new Int32Array(n + 1); // 1-based row matched to each column, 0 = none
  const way = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    matchOfCol[0] = i;
    let j0 = 0;
    const minv = new Float64Array(n + 1).fill(Infinity);
    const used = new Uint8Array(n + 1);
    do {
      used[j0] = 1;
      const i0 = matchOfCol[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = cost(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[matchOfCol[j]!]! += delta;
          v[j]! -= delta;
        } else minv[j]! -= delta;
      }
      j0 = j1;
    } while (matchOfCol[j0] !== 0);
    do {
      const j1 = way[j0]!;
      matchOfCol[j0] = matchOfCol[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const result = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= n; j++) {
    const i = matchOfCol[j]! - 1;
    if (i >= 0 && i < rows && j - 1 < cols) result[i] = j - 1;
  }
  return result;
}
