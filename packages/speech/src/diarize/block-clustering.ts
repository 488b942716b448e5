import { clusterByBic, type ClusteringResult, type ClusteringSettings } from './bic-clustering.js';
import type { GaussianStats } from './gaussian-stats.js';

/**
 * The same clustering in two stages for long files: consecutive blocks of segments are clustered on
 * their own (to the cost threshold, not to a count: a block may hold fewer speakers; but never below
 * a given count), then the block-level clusters are clustered together. Work grows linearly with the number of segments
 * instead of quadratically (a 3-hour file: under half a minute), and within a block the nearby
 * segments of a speaker (same microphone, same mood) are the easiest merges anyway.
 */
export function clusterInBlocks(
  items: GaussianStats[],
  settings: ClusteringSettings,
  blockSize: number,
  onProgress?: (fraction: number) => void,
): ClusteringResult {
  if (items.length <= blockSize) return clusterByBic(items, settings);
  const blocks = Math.ceil(items.length / blockSize);
  const blockOf: { block: number; label: number }[] = [];
  const blockClusters: GaussianStats[] = [];
  const blockStarts: number[] = [];
  const references: number[] = [];
  for (let from = 0; from < items.length; from += blockSize) {
    const { labels, clusters, reference } = clusterByBic(items.slice(from, from + blockSize), {
      ...settings,
      clusterCount: undefined,
      // With a count, a block keeps at least that many clusters: blocks that each hold one voice
      // must not leave the last stage fewer clusters than the count it has to reach.
      minClusters: settings.clusterCount,
    });
    references.push(reference);
    blockStarts.push(blockClusters.length);
    blockClusters.push(...clusters);
    labels.forEach((label) => blockOf.push({ block: blockStarts.length - 1, label }));
    // The last stage has a few clusters per block and is quick next to the blocks.
    onProgress?.(blockStarts.length / (blocks + 1));
  }
  // Merging whole block clusters starts with no history of its own: the blocks' typical scale
  // stands in for it.
  references.sort((a, b) => a - b);
  const median = references[references.length >> 1]!;
  const top = clusterByBic(blockClusters, { ...settings, stop: { ...settings.stop, initial: median } });
  const labels = new Int32Array(items.length);
  blockOf.forEach(({ block, label }, i) => (labels[i] = top.labels[blockStarts[block]! + label]!));
  return { labels, clusters: top.clusters, reference: top.reference };
}
