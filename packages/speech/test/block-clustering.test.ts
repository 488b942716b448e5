import { describe, expect, it } from 'vitest';
import { clusterInBlocks } from '../src/diarize/block-clustering.js';
import { GaussianStats } from '../src/diarize/gaussian-stats.js';
import { DIARIZE_SETTINGS } from '../src/diarize/settings.js';
import { seededRandom } from './fixtures/synthetic-speech.js';

const DIM = 3;

/** A segment of `frames` frames around `centre` (unit spread in every dimension). */
function segment(centre: number, frames: number, random: () => number): GaussianStats {
  const stats = new GaussianStats(DIM);
  const x = new Float64Array(DIM);
  for (let f = 0; f < frames; f++) {
    for (let k = 0; k < DIM; k++) {
      // Sum of uniforms: near enough to Gaussian for a covariance.
      x[k] = centre + (random() + random() + random() - 1.5) * 2;
    }
    stats.add(x);
  }
  return stats;
}

const settings = (clusterCount?: number) => ({
  lambda: DIARIZE_SETTINGS.clustering.lambda,
  stop: DIARIZE_SETTINGS.clustering.stop,
  ridge: new Float64Array(DIM).fill(1e-3),
  clusterCount,
});

describe('clusterInBlocks', () => {
  // Two blocks of six segments, one voice each: on their own, each block is one cluster.
  const random = seededRandom(7);
  const items = [...Array.from({ length: 6 }, () => segment(0, 300, random))].concat(
    Array.from({ length: 6 }, () => segment(8, 300, random)),
  );

  it('finds the two voices without a count', () => {
    const { clusters, labels } = clusterInBlocks(items, settings(), 6);
    expect(clusters).toHaveLength(2);
    expect(new Set(labels.slice(0, 6)).size).toBe(1);
    expect(new Set(labels.slice(6)).size).toBe(1);
  });

  it('reaches a count above what the blocks would find on their own', () => {
    for (const count of [3, 4, 5]) expect(clusterInBlocks(items, settings(count), 6).clusters).toHaveLength(count);
  });
});
