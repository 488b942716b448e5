// Small operations on 16-bit little-endian mono PCM, used to join synthesised turns into an episode.

/**
 * First and last sample (end exclusive) of the part louder than `threshold` in 10 ms windows:
 * speech engines pad their output with silence, and a turn's times should be those of its speech.
 */
export function speechBounds(pcm: Buffer, rate: number, threshold = 300): { start: number; end: number } {
  const samples = pcm.length >> 1;
  const window = Math.max(1, Math.round(rate / 100));
  const loud = (from: number): boolean => {
    for (let i = from; i < Math.min(samples, from + window); i++)
      if (Math.abs(pcm.readInt16LE(2 * i)) > threshold) return true;
    return false;
  };
  let start = 0;
  while (start < samples && !loud(start)) start += window;
  let end = samples;
  while (end > start && !loud(Math.max(start, end - window))) end -= window;
  return { start: Math.min(start, samples), end: Math.max(Math.min(end, samples), Math.min(start, samples)) };
}

/** Scales the samples so their RMS level is `targetRms`, clipping at full scale (voices differ in loudness). */
export function levelled(pcm: Buffer, targetRms = 3000): Buffer {
  const samples = pcm.length >> 1;
  let energy = 0;
  for (let i = 0; i < samples; i++) energy += pcm.readInt16LE(2 * i) ** 2;
  const rms = Math.sqrt(energy / Math.max(1, samples));
  const gain = rms > 0 ? targetRms / rms : 1;
  const out = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(pcm.readInt16LE(2 * i) * gain))), 2 * i);
  return out;
}

export function silence(seconds: number, rate: number): Buffer {
  return Buffer.alloc(2 * Math.round(seconds * rate));
}
