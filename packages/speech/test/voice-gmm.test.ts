import { describe, expect, it } from 'vitest';
import { PitchTracker } from '../src/diarize/pitch.js';
import { clusterVoices } from '../src/diarize/voice-clustering.js';
import { FrameSample, VoiceGmm, VoiceStats } from '../src/diarize/voice-gmm.js';

const DIM = 4;
const SETTINGS = { components: 4, iterations: 10, relevance: 16 };
const VC = { lambda: 1, pitchWeight: 0, pitchSpan: 10, occupancyWeight: 0 };

// A repeatable stream of normal deviates (Box-Muller on a small LCG), so tests never flake.
function normals(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 2 ** 32;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * Frames of a "voice": each frame is one of two sound classes (the words), shifted by the voice's
 * own offset. What is said is shared by all voices; the offset is what tells them apart.
 */
function voiceFrames(offset: number[], count: number, seed: number): Float32Array {
  const next = normals(seed);
  const classes = [
    [3, 0, -2, 1],
    [-3, 1, 2, -1],
  ];
  const out = new Float32Array(count * DIM);
  for (let t = 0; t < count; t++) {
    const cls = classes[t % 2]!;
    for (let d = 0; d < DIM; d++) out[t * DIM + d] = cls[d]! + offset[d]! + 0.5 * next();
  }
  return out;
}

function statsOf(gmm: VoiceGmm, frames: Float32Array): VoiceStats {
  const stats = new VoiceStats(gmm.components, DIM);
  for (let t = 0; t < frames.length / DIM; t++) gmm.accumulate(stats, frames, t * DIM);
  return stats;
}

const VOICES = [
  [0, 0, 0, 0],
  [0.8, -0.6, 0, 0.4],
  [-0.6, 0.2, 0.8, -0.5],
];

function trainedOn(...parts: Float32Array[]): VoiceGmm {
  const all = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return VoiceGmm.train(all, all.length / DIM, DIM, SETTINGS);
}

describe('FrameSample', () => {
  it('keeps an evenly spread sample of a stream of any length within its capacity', () => {
    const sample = new FrameSample(64, 1);
    for (let i = 0; i < 10_000; i++) sample.push([i]);
    expect(sample.count).toBeLessThanOrEqual(64);
    expect(sample.count).toBeGreaterThan(32);
    const kept = Array.from(sample.frames.subarray(0, sample.count));
    const gaps = kept.slice(1).map((v, i) => v - kept[i]!);
    // One stride throughout, from the first frame to near the end.
    expect(new Set(gaps).size).toBe(1);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)!).toBeGreaterThan(10_000 - 2 * gaps[0]!);
  });
});

describe('VoiceGmm', () => {
  it('gives posteriors that sum to one, and the same model on every run', () => {
    const frames = voiceFrames(VOICES[0]!, 2000, 1);
    const a = VoiceGmm.train(frames, 2000, DIM, SETTINGS);
    const b = VoiceGmm.train(frames, 2000, DIM, SETTINGS);
    expect(Array.from(a.means)).toEqual(Array.from(b.means));
    const post = new Float64Array(a.components);
    a.posteriors(frames, 10 * DIM, post);
    expect(post.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 10);
  });

  it('loses little when two stretches of one voice share class means, much for two voices', () => {
    const one = voiceFrames(VOICES[0]!, 1500, 2);
    const same = voiceFrames(VOICES[0]!, 1500, 3);
    const other = voiceFrames(VOICES[1]!, 1500, 4);
    const gmm = trainedOn(one, same, other);
    const loss = (x: VoiceStats, y: VoiceStats): number =>
      gmm.gain(x) + gmm.gain(y) - gmm.gain(VoiceStats.sum([x, y], gmm.components, DIM));
    const a = statsOf(gmm, one);
    expect(loss(a, statsOf(gmm, other))).toBeGreaterThan(20 * loss(a, statsOf(gmm, same)));
  });
});

describe('clusterVoices', () => {
  // Two stretches of each of three voices, in mixed order.
  const parts = [0, 1, 2, 1, 0, 2].map((v, i) => ({ voice: v, frames: voiceFrames(VOICES[v]!, 1200, 10 + i) }));
  const gmm = trainedOn(...parts.map((p) => p.frames));
  const items = parts.map((p) => statsOf(gmm, p.frames));

  it('finds the three voices without a count, numbered by first item', () => {
    expect(Array.from(clusterVoices(gmm, items, VC))).toEqual([0, 1, 2, 1, 0, 2]);
  });

  it('uses exactly the count given, more or fewer than it would find', () => {
    expect(new Set(clusterVoices(gmm, items, VC, 2)).size).toBe(2);
    expect(new Set(clusterVoices(gmm, items, VC, 5)).size).toBe(5);
    expect(new Set(clusterVoices(gmm, items, VC, 1)).size).toBe(1);
  });

  it('keeps one voice as one speaker', () => {
    const oneVoice = [20, 21, 22, 23].map((seed) => voiceFrames(VOICES[2]!, 1200, seed));
    const model = trainedOn(...oneVoice);
    expect(
      new Set(
        clusterVoices(
          model,
          oneVoice.map((f) => statsOf(model, f)),
          VC,
        ),
      ).size,
    ).toBe(1);
  });
});

describe('PitchTracker', () => {
  const RATE = 16000;
  const frameOf = (make: (t: number) => number): Float32Array =>
    Float32Array.from({ length: 400 }, (_, i) => make(i / RATE));

  it('finds the pitch of a voiced frame, for a man and for a woman', () => {
    const tracker = new PitchTracker(RATE, 400);
    for (const f0 of [95, 130, 210]) {
      // A pulse-like wave: the fundamental and two harmonics.
      const frame = frameOf(
        (t) =>
          Math.sin(2 * Math.PI * f0 * t) + 0.6 * Math.sin(4 * Math.PI * f0 * t) + 0.3 * Math.sin(6 * Math.PI * f0 * t),
      );
      expect(Math.exp(tracker.logF0(frame)) / f0).toBeGreaterThan(0.96);
      expect(Math.exp(tracker.logF0(frame)) / f0).toBeLessThan(1.04);
    }
  });

  it('gives no pitch for noise or silence', () => {
    const tracker = new PitchTracker(RATE, 400);
    const next = normals(5);
    expect(tracker.logF0(frameOf(() => next()))).toBeNaN();
    expect(tracker.logF0(new Float32Array(400))).toBeNaN();
  });
});
