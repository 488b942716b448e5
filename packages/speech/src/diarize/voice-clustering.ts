import { type VoiceGmm, VoiceStats } from './voice-gmm.js';

/**
 * Groups a few dozen clusters (the cheap first-stage BIC clusters, each most likely one voice) into
 * speakers by comparing them through the file's mixture model: class means (VoiceGmm.gain), how the
 * frames spread over the classes, and usual pitch. Bottom-up, closest pair first. With a `count`,
 * merging stops at exactly that many; without one, a pair may merge only while pooling it loses
 * less than the BIC penalty for the extra class means, `lambda * (components * dim / 2) *
 * log(frames)`: a difference that grows with the speech behind it is a second voice, a fixed-size
 * one is chance.
 *
 * Returns a label per item, numbered 0..k-1 in order of first item.
 */
export interface VoiceClusteringSettings {
  /** Weight of the BIC penalty. */
  lambda: number;
  /** Weight of the pitch term (0: cepstra only). */
  pitchWeight: number;
  /** Voiced frames per independent pitch observation (a pitch contour moves slowly). */
  pitchSpan: number;
  /** Weight of the occupancy term (how the frames spread over the classes; 0: means only). */
  occupancyWeight: number;
}

export function clusterVoices(
  gmm: VoiceGmm,
  items: VoiceStats[],
  settings: VoiceClusteringSettings,
  count?: number,
): Int32Array {
  const { lambda, pitchWeight, pitchSpan, occupancyWeight } = settings;
  const m = items.length;
  const { components, dim } = gmm;
  const stats = items.map((s) => VoiceStats.sum([s], components, dim));
  const halfParams = 0.5 * components * dim;
  const gains = stats.map((s) => gmm.gain(s));
  const frames = stats.map((s) => s.frames);
  const parent = Int32Array.from({ length: m }, (_, i) => i);
  const active = new Uint8Array(m).fill(1);
  const pooled = (i: number, j: number): VoiceStats => VoiceStats.sum([stats[i]!, stats[j]!], components, dim);
  // The spread of log F0 within one voice: pooled over the items, each most likely one voice.
  let within = 0;
  let voiced = 0;
  for (const s of items) {
    if (s.pitchCount < 2) continue;
    within += s.pitchSquares - (s.pitchSum * s.pitchSum) / s.pitchCount;
    voiced += s.pitchCount;
  }
  const pitchVariance = voiced > 0 ? Math.max(within / voiced, 1e-4) : Infinity;
  // Likelihood lost by giving two items one mean pitch: a one-dimensional two-sample test, counting
  // one observation per pitchSpan voiced frames.
  const pitchLoss = (a: VoiceStats, b: VoiceStats): number => {
    if (pitchWeight === 0 || a.pitchCount === 0 || b.pitchCount === 0) return 0;
    const na = a.pitchCount / pitchSpan;
    const nb = b.pitchCount / pitchSpan;
    const diff = a.pitchSum / a.pitchCount - b.pitchSum / b.pitchCount;
    return (pitchWeight * 0.5 * ((na * nb) / (na + nb)) * diff * diff) / pitchVariance;
  };
  // Likelihood lost by giving two items one set of class weights. Two voices far apart take
  // different classes of the file's mixture altogether, and then their class means never meet:
  // only how their frames spread over the classes tells them apart.
  const occupancyLoss = (a: VoiceStats, b: VoiceStats): number => {
    if (occupancyWeight === 0) return 0;
    const na = a.frames;
    const nb = b.frames;
    let loss = 0;
    for (let c = 0; c < components; c++) {
      const x = a.n[c]!;
      const y = b.n[c]!;
      if (x > 0) loss += x * Math.log((x * (na + nb)) / (na * (x + y)));
      if (y > 0) loss += y * Math.log((y * (na + nb)) / (nb * (x + y)));
    }
    return occupancyWeight * loss;
  };
  // What pooling a pair loses, and the BIC penalty for the class means it saves.
  const loss = (i: number, j: number): number =>
    gains[i]! +
    gains[j]! -
    gmm.gain(pooled(i, j)) +
    pitchLoss(stats[i]!, stats[j]!) +
    occupancyLoss(stats[i]!, stats[j]!);
  const penalty = (i: number, j: number): number =>
    lambda * halfParams * Math.log(Math.max(2, frames[i]! + frames[j]!));

  // Merge order and stop are judged apart. The order follows the loss per frame of the pair's
  // harmonic size: pieces of a few seconds of one voice join each other before any joins a big
  // cluster. Ordered by the BIC score itself, a big cluster swallowed the pieces of a second voice
  // one by one, none of them big enough to be significant alone. A merge is allowed while its loss
  // stays under the penalty (Delta-BIC <= 0).
  const distance = new Float64Array(m * m).fill(Infinity);
  const score = new Float64Array(m * m).fill(Infinity);
  const evaluate = (i: number, j: number): void => {
    const l = loss(i, j);
    distance[i * m + j] = (l * (frames[i]! + frames[j]!)) / Math.max(1e-9, frames[i]! * frames[j]!);
    score[i * m + j] = l - penalty(i, j);
  };
  for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) evaluate(i, j);
  let remaining = m;
  // A count first takes the merges the BIC allows, as without one, and then, if there are still
  // too many clusters, the least costly of the others (lowest Delta-BIC: a small cluster, whose
  // difference cannot be significant, joins its closest voice before two big voices meet).
  let forced = false;
  while (remaining > 1 && (count === undefined || remaining > count)) {
    let bi = -1;
    let bj = -1;
    let best = Infinity;
    for (let i = 0; i < m; i++) {
      if (!active[i]) continue;
      for (let j = i + 1; j < m; j++) {
        if (!active[j]) continue;
        const key = forced ? score[i * m + j]! : score[i * m + j]! <= 0 ? distance[i * m + j]! : Infinity;
        if (key < best) {
          best = key;
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0) {
      if (count === undefined || forced) break;
      forced = true;
      continue;
    }
    stats[bi]!.add(stats[bj]!);
    gains[bi] = gmm.gain(stats[bi]!);
    frames[bi]! += frames[bj]!;
    active[bj] = 0;
    parent[bj] = bi;
    remaining--;
    for (let k = 0; k < m; k++) {
      if (k === bi || !active[k]) continue;
      if (k < bi) evaluate(k, bi);
      else evaluate(bi, k);
    }
  }

  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i]!;
    return i;
  };
  const labels = new Int32Array(m);
  const numbered = new Map<number, number>();
  for (let i = 0; i < m; i++) {
    const r = root(i);
    if (!numbered.has(r)) numbered.set(r, numbered.size);
    labels[i] = numbered.get(r)!;
  }
  return labels;
}
