import { clusterInBlocks } from './block-clustering.js';
import type { StopRule } from './merge-stop-rule.js';
import type { SpeechSegment } from './change-detector.js';
import { GaussianModel, GaussianStats } from './gaussian-stats.js';

export interface LabelSettings {
  lambda: number;
  stop: StopRule;
  minFrames: number;
  blockSize: number;
  ridge: number;
}

/**
 * Gives every segment a cluster label. Segments long enough to estimate a covariance are clustered;
 * the short ones (a word or two between pauses) would only add noise to the merge order, so they
 * afterwards join the cluster whose Gaussian explains their frames best.
 */
export function labelSegments(
  segments: SpeechSegment[],
  global: GaussianStats,
  settings: LabelSettings,
  speakerCount?: number,
  onProgress?: (fraction: number) => void,
): Int32Array {
  const labels = new Int32Array(segments.length);
  if (segments.length === 0) return labels;
  const variances = global.variances();
  const ridge = variances.map((v) => v * settings.ridge);

  let longOnes = segments.map((_, i) => i).filter((i) => segments[i]!.stats.count >= settings.minFrames);
  // With too few long segments to separate the requested speakers, let everything vote.
  if (longOnes.length < Math.max(1, speakerCount ?? 1)) longOnes = segments.map((_, i) => i);

  const { labels: longLabels, clusters } = clusterInBlocks(
    longOnes.map((i) => segments[i]!.stats),
    { lambda: settings.lambda, stop: settings.stop, clusterCount: speakerCount, ridge },
    settings.blockSize,
    onProgress,
  );
  labels.fill(-1);
  longOnes.forEach((seg, k) => (labels[seg] = longLabels[k]!));

  const models = clusters.map((c) => new GaussianModel(c, ridge));
  for (let i = 0; i < segments.length; i++) {
    if (labels[i]! >= 0) continue;
    let best = 0;
    let bestScore = -Infinity;
    models.forEach((m, k) => {
      const score = m.averageLogLikelihood(segments[i]!.stats);
      if (score > bestScore) {
        bestScore = score;
        best = k;
      }
    });
    labels[i] = best;
  }
  return labels;
}
