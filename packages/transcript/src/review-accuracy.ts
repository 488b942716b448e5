import type { Snippet } from '@scriptloom/contracts';

/**
 * How close a reviewer's submitted transcript came to the QA-corrected final one
 * (docs/product.md#hiring-scores). Both are read as published: struck words left out, words
 * compared in lower case without punctuation, each word with the speaker of its paragraph.
 *
 * The words are aligned with a shortest edit script (Myers' O(ND) diff), which is fast when QA
 * changed little, the usual case. In each stretch between matching words, a deletion and an
 * insertion pair up as one substitution; the rest count as deletions or insertions, as word error
 * rate counts them. Speaker errors are matching words the reviewer gave to another speaker: each
 * of the reviewer's speakers is first mapped to the final speaker most of its matching words
 * have, so QA renaming "Speaker 1" to "Maya" is not an error. Then
 *
 *   accuracy = 1 - (substitutions + deletions + insertions + speaker errors) / words of the final
 *
 * held between 0 and 1. Past MAX_EDITS inserted and deleted words the diff stops, and the score
 * is the best the two texts could allow (`tooDifferent`; see below).
 */

export interface ReviewWord {
  text: string;
  speaker: string;
}

export type DiffOp =
  | { op: 'same'; words: string[] }
  | { op: 'changed'; reviewed: string[]; final: string[] }
  | { op: 'speaker'; words: string[]; reviewed: string; final: string };

export interface ReviewAccuracy {
  accuracy: number;
  /** Words of the final transcript (the reference). */
  words: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  speakerErrors: number;
  /** The differences in order, for a person to read; empty when the diff stopped early. */
  diff: DiffOp[];
  /** The transcripts differ in more than MAX_EDITS words: the best possible score, without a diff. */
  tooDifferent: boolean;
}

/** Beyond this many inserted and deleted words the transcripts are not the same text reviewed. */
export const MAX_EDITS = 2000;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’-]+/gu, '')
    .replace(/^['’-]+|['’-]+$/g, '');

/** The published words of a transcript, normalised, with their paragraph's speaker. */
export function reviewWords(snippets: readonly Snippet[]): ReviewWord[] {
  const out: ReviewWord[] = [];
  for (const s of snippets) {
    for (const w of s.words) {
      if (w.is_removed) continue;
      for (const part of w.text.split(/\s+/)) {
        const text = normalise(part);
        if (text) out.push({ text, speaker: s.speaker });
      }
    }
  }
  return out;
}

type Edit = { op: 'same'; a: number; b: number } | { op: 'del'; a: number } | { op: 'ins'; b: number };

/**
 * Myers' greedy shortest edit script from `a` to `b`, or null past `maxEdits`. `trace[d]` keeps
 * the furthest x of each diagonal k in -d..d before step d (only that window, so memory grows with
 * the number of edits squared, not with the length of the texts).
 */
function editScript(a: readonly string[], b: readonly string[], maxEdits: number): Edit[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m, d);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], n: number, m: number, depth: number): Edit[] {
  const edits: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = depth; d > 0; d--) {
    const window = trace[d]!;
    // Diagonal k sits at k + d + 1 in step d's window.
    const at = (k: number) => window[k + d + 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      edits.push({ op: 'same', a: x, b: y });
    }
    if (down) {
      y--;
      edits.push({ op: 'ins', b: y });
    } else {
      x--;
      edits.push({ op: 'del', a: x });
    }
  }
  while (x > 0 && y > 0) {
    x--;
    y--;
    edits.push({ op: 'same', a: x, b: y });
  }
  return edits.reverse();
}

/** Each reviewed speaker's most frequent final speaker over the matching words. */
function speakerMapping(pairs: [ReviewWord, ReviewWord][]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const [r, f] of pairs) {
    const row = counts.get(r.speaker) ?? new Map<string, number>();
    row.set(f.speaker, (row.get(f.speaker) ?? 0) + 1);
    counts.set(r.speaker, row);
  }
  const mapping = new Map<string, string>();
  for (const [speaker, row] of counts) {
    let best = '';
    let bestCount = -1;
    for (const [to, count] of row) {
      if (count > bestCount || (count === bestCount && to < best)) {
        best = to;
        bestCount = count;
      }
    }
    mapping.set(speaker, best);
  }
  return mapping;
}

/** How many words the two have in common, counted as bags (an upper bound on any alignment's matches). */
function sharedWords(a: readonly ReviewWord[], b: readonly ReviewWord[]): number {
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w.text, (counts.get(w.text) ?? 0) + 1);
  let shared = 0;
  for (const w of b) {
    const left = counts.get(w.text) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(w.text, left - 1);
    }
  }
  return shared;
}

export function reviewAccuracy(reviewed: readonly Snippet[], final: readonly Snippet[]): ReviewAccuracy {
  const a = reviewWords(reviewed);
  const b = reviewWords(final);
  const edits = editScript(
    a.map((w) => w.text),
    b.map((w) => w.text),
    MAX_EDITS,
  );
  if (!edits) {
    // More than MAX_EDITS words inserted or deleted. The fewest errors that allows: at least half
    // as many, at least the difference in length, and at least half the words the two do not
    // share at all (a word has to be matched to be right). The score is the best those permit.
    const shared = sharedWords(a, b);
    const fewest = Math.max(MAX_EDITS / 2, Math.abs(a.length - b.length), (a.length + b.length - 2 * shared) / 2);
    return {
      accuracy: Math.max(0, 1 - fewest / Math.max(b.length, 1)),
      words: b.length,
      substitutions: 0,
      deletions: 0,
      insertions: 0,
      speakerErrors: 0,
      diff: [],
      tooDifferent: true,
    };
  }

  const pairs: [ReviewWord, ReviewWord][] = [];
  for (const e of edits) if (e.op === 'same') pairs.push([a[e.a]!, b[e.b]!]);
  const mapping = speakerMapping(pairs);

  let substitutions = 0;
  let deletions = 0;
  let insertions = 0;
  let speakerErrors = 0;
  const diff: DiffOp[] = [];
  let dels: string[] = [];
  let inss: string[] = [];
  const flushChange = () => {
    if (!dels.length && !inss.length) return;
    const subs = Math.min(dels.length, inss.length);
    substitutions += subs;
    deletions += dels.length - subs;
    insertions += inss.length - subs;
    diff.push({ op: 'changed', reviewed: dels, final: inss });
    dels = [];
    inss = [];
  };
  const pushSame = (word: string, wrongSpeaker: { reviewed: string; final: string } | null) => {
    const last = diff.at(-1);
    if (wrongSpeaker) {
      if (last?.op === 'speaker' && last.reviewed === wrongSpeaker.reviewed && last.final === wrongSpeaker.final) {
        last.words.push(word);
      } else diff.push({ op: 'speaker', words: [word], ...wrongSpeaker });
    } else if (last?.op === 'same') last.words.push(word);
    else diff.push({ op: 'same', words: [word] });
  };

  for (const e of edits) {
    if (e.op === 'del') dels.push(a[e.a]!.text);
    else if (e.op === 'ins') inss.push(b[e.b]!.text);
    else {
      flushChange();
      const r = a[e.a]!;
      const f = b[e.b]!;
      const wrong = mapping.get(r.speaker) !== f.speaker;
      if (wrong) speakerErrors++;
      pushSame(f.text, wrong ? { reviewed: r.speaker, final: f.speaker } : null);
    }
  }
  flushChange();

  const errors = substitutions + deletions + insertions + speakerErrors;
  const accuracy = b.length === 0 ? (a.length === 0 ? 1 : 0) : Math.min(1, Math.max(0, 1 - errors / b.length));
  return {
    accuracy,
    words: b.length,
    substitutions,
    deletions,
    insertions,
    speakerErrors,
    diff,
    tooDifferent: false,
  };
}
