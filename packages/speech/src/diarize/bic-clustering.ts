import { bicPenalty, GaussianStats, logDetCovariance, logDetPooled } from './gaussian-stats.js';
import { MergeHistory, type StopRule } from './merge-stop-rule.js';

export interface ClusteringSettings {
  /** Weight of the BIC model-size penalty. */
  lambda: number;
  /** Stopping rule, used when no cluster count is given (see MergeHistory). */
  stop: StopRule;
  /** Stop at exactly this many clusters instead (when there are at least that many segments). */
  clusterCount?: number;
  /** Without a count, never merge below this many clusters (see clusterInBlocks). */
  minClusters?: number;
  /** Per-dimension ridge added to every covariance. */
  ridge: Float64Array;
}

/** Items are indices into the input; `labels[i]` is the cluster of item i, clusters numbered 0..k-1. */
export interface ClusteringResult {
  labels: Int32Array;
  clusters: GaussianStats[];
  /** Scale of the last accepted merges, to seed a later stage (see clusterInBlocks). */
  reference: number;
}

// Below this many segments a median says little (two segments of two speakers would set the scale
// to the very merge it should refuse).
const MIN_ITEMS_FOR_SCALE = 6;

/**
 * Bottom-up clustering of segment statistics: repeatedly merge the pair whose Delta-BIC (gain in
 * likelihood of two Gaussians over one, minus the model-size penalty) is lowest. Each cluster keeps
 * its nearest neighbour, so memory stays O(n) (no n x n matrix for files with thousands of segments)
 * and a merge costs O(n) cost evaluations.
 */
export function clusterByBic(items: GaussianStats[], settings: ClusteringSettings): ClusteringResult {
  const n = items.length;
  const d = items[0]?.dim ?? 0;
  const ridge = settings.ridge;
  const work = new Float64Array(d * d);
  const stats = items.map((s) => s.clone());
  const active = new Uint8Array(n).fill(1);
  const logDet = new Float64Array(n);
  for (let i = 0; i < n; i++) logDet[i] = logDetCovariance(stats[i]!, ridge, work);
  const parent = new Int32Array(n).map((_, i) => i);

  const cost = (i: number, j: number): number => {
    const a = stats[i]!;
    const b = stats[j]!;
    const total = a.count + b.count;
    const glr = 0.5 * (total * logDetPooled(a, b, ridge, work) - a.count * logDet[i]! - b.count * logDet[j]!);
    return (glr - settings.lambda * bicPenalty(d, total)) / total;
  };

  const nearest = new Int32Array(n).fill(-1);
  const nearestCost = new Float64Array(n).fill(Infinity);
  const rescan = (i: number): void => {
    nearest[i] = -1;
    nearestCost[i] = Infinity;
    for (let j = 0; j < n; j++) {
      if (j === i || !active[j]) continue;
      const c = cost(i, j);
      if (c < nearestCost[i]!) {
        nearestCost[i] = c;
        nearest[i] = j;
      }
    }
  };
  // Initial neighbours: each pair once.
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const c = cost(i, j);
      if (c < nearestCost[i]!) {
        nearestCost[i] = c;
        nearest[i] = j;
      }
      if (c < nearestCost[j]!) {
        nearestCost[j] = c;
        nearest[j] = i;
      }
    }
  }

  // Each segment's nearest neighbour is, for most segments, another stretch of the same speaker, so
  // the median of those costs is this file's own scale of a same-speaker merge: it keeps the first
  // merges from being judged against the bare floor when the recording is simply more varied.
  let initial = settings.stop.initial;
  if (n >= MIN_ITEMS_FOR_SCALE) {
    const sorted = Array.from(nearestCost).sort((a, b) => a - b);
    initial = Math.max(initial ?? -Infinity, sorted[sorted.length >> 1]!);
  }
  const history = new MergeHistory(
    { ...settings.stop, initial },
    items.reduce((sum, s) => sum + s.count, 0),
  );

  // A cluster is stale when the cost to its recorded neighbour rose in a merge: the record is then
  // an upper bound, not necessarily its nearest. Rescanning every such cluster at once would cost
  // O(n) per pointer, and a large cluster is everybody's neighbour, so that is cubic. Stale
  // clusters are rescanned only when they win the search, and all of them before the threshold
  // stops the clustering, so the stop decision is exact.
  const stale = new Uint8Array(n);
  let remaining = n;
  const target = settings.clusterCount;
  while (remaining > 1) {
    let best = -1;
    for (let i = 0; i < n; i++) if (active[i] && (best < 0 || nearestCost[i]! < nearestCost[best]!)) best = i;
    if (stale[best]) {
      stale[best] = 0;
      rescan(best);
      continue;
    }
    const partner = nearest[best]!;
    if (partner < 0) break;
    const sizeA = stats[best]!.count;
    const sizeB = stats[partner]!.count;
    const atFloor = remaining <= (settings.minClusters ?? 1);
    if (target !== undefined ? remaining <= target : atFloor || !history.accepts(nearestCost[best]!, sizeA, sizeB)) {
      if (target !== undefined || atFloor || !stale.some((s, i) => s === 1 && active[i] === 1)) break;
      for (let i = 0; i < n; i++) {
        if (stale[i] && active[i]) rescan(i);
        stale[i] = 0;
      }
      continue;
    }

    history.record(nearestCost[best]!, sizeA, sizeB);
    stats[best]!.addStats(stats[partner]!);
    logDet[best] = logDetCovariance(stats[best]!, ridge, work);
    active[partner] = 0;
    stale[partner] = 0;
    parent[partner] = best;
    remaining--;

    nearest[best] = -1;
    nearestCost[best] = Infinity;
    for (let j = 0; j < n; j++) {
      if (j === best || !active[j]) continue;
      const c = cost(best, j);
      if (c < nearestCost[best]!) {
        nearestCost[best] = c;
        nearest[best] = j;
      }
      if (nearest[j] === best || nearest[j] === partner) {
        // Only the cost to the merged pair changed: if it did not rise, it is still the minimum.
        if (c > nearestCost[j]!) stale[j] = 1;
        nearest[j] = best;
        nearestCost[j] = c;
      } else if (c < nearestCost[j]!) {
        nearestCost[j] = c;
        nearest[j] = best;
      }
    }
  }

  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i]!;
    return i;
  };
  const labels = new Int32Array(n);
  const clusterOf = new Map<number, number>();
  const clusters: GaussianStats[] = [];
  for (let i = 0; i < n; i++) {
    const r = root(i);
    let label = clusterOf.get(r);
    if (label === undefined) {
      label = clusters.length;
      clusterOf.set(r, label);
      clusters.push(stats[r]!);
    }
    labels[i] = label;
  }
  return { labels, clusters, reference: history.reference };
}
