import { clusterInBlocks } from './block-clustering.js';
import type { StopRule } from './merge-stop-rule.js';
import type { SpeechSegment } from './change-detector.js';
import { GaussianModel, GaussianStats } from './gaussian-stats.js';
import { clusterVoices, type VoiceClusteringSettings } from './voice-clustering.js';
import { type VoiceGmm, VoiceStats } from './voice-gmm.js';

export interface LabelSettings {
  lambda: number;
  stop: StopRule;
  minFrames: number;
  blockSize: number;
  ridge: number;
  /**
   * With voice statistics, the BIC clustering only goes down to this many clusters (more when a
   * count asks for more), and clusterVoices decides which of them are one speaker.
   */
  firstStageClusters: number;
  /** Settings of clusterVoices. */
  voices: VoiceClusteringSettings;
}

/** The file's mixture model and each segment's statistics through it (see VoiceGmm). */
export interface SegmentVoices {
  gmm: VoiceGmm;
  stats: VoiceStats[];
}

/**
 * Gives every segment a cluster label. Segments long enough to estimate a covariance are clustered;
 * the short ones (a word or two between pauses) would only add noise to the merge order, so they
 * afterwards join the cluster whose Gaussian explains their frames best.
 *
 * With `voices`, the clustering runs in two stages: BIC merges of segments down to a few dozen
 * clusters (the cheap merges, nearly always one voice), then clusterVoices groups those into speakers
 * (see docs/product.md, "Processing pipeline": two voices of the same gender must stay apart).
 */
export function labelSegments(
  segments: SpeechSegment[],
  global: GaussianStats,
  settings: LabelSettings,
  speakerCount?: number,
  onProgress?: (fraction: number) => void,
  voices?: SegmentVoices,
): Int32Array {
  const labels = new Int32Array(segments.length);
  if (segments.length === 0) return labels;
  const variances = global.variances();
  const ridge = variances.map((v) => v * settings.ridge);

  let longOnes = segments.map((_, i) => i).filter((i) => segments[i]!.stats.count >= settings.minFrames);
  // With too few long segments to separate the requested speakers, let everything vote.
  if (longOnes.length < Math.max(1, speakerCount ?? 1)) longOnes = segments.map((_, i) => i);

  const firstStage = voices ? Math.max(settings.firstStageClusters, speakerCount ?? 0) : speakerCount;
  const { labels: firstLabels, clusters: firstClusters } = clusterInBlocks(
    longOnes.map((i) => segments[i]!.stats),
    { lambda: settings.lambda, stop: settings.stop, clusterCount: firstStage, ridge },
    settings.blockSize,
    onProgress,
  );
  let longLabels = firstLabels;
  let clusters = firstClusters;
  if (voices) {
    const { gmm } = voices;
    const perCluster = firstClusters.map(() => new VoiceStats(gmm.components, gmm.dim));
    longOnes.forEach((seg, k) => perCluster[firstLabels[k]!]!.add(voices.stats[seg]!));
    const speakerOf = clusterVoices(gmm, perCluster, settings.voices, speakerCount);
    longLabels = firstLabels.map((l) => speakerOf[l]!);
    const speakers = Math.max(0, ...speakerOf) + 1;
    clusters = Array.from({ length: speakers }, () => new GaussianStats(global.dim));
    firstClusters.forEach((c, l) => clusters[speakerOf[l]!]!.addStats(c));
  }
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
