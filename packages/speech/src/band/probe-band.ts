import { open } from 'node:fs/promises';
import type { WavInfo } from '@scriptloom/media';
import { RealPowerSpectrum } from '../diarize/fft.js';

export interface BandProbeSettings {
  sampleRate: number;
  /** Samples per probed window (a power of two). */
  windowSize: number;
  /** Windows read, evenly spread over the file; the louder half (mostly speech) is measured. */
  windows: number;
  /** The telephone band, where every recording carries speech: the reference level. */
  voiceBandHz: [number, number];
  /** Where the search for the edge starts, and the width of the bands it steps through. */
  searchFromHz: number;
  stepHz: number;
  /** A band this far under the voice band's level per frequency (dB) holds no sound. */
  silentBelowDb: number;
}

/**
 * The frequency above which a recording holds no sound: the start of the run of silent bands that
 * reaches half the sample rate. A phone call or an 11 kHz game recording stops around 4-4.5 kHz, an
 * MP3 of wide-band speech around 7-8 kHz. Reads `windows` short windows at their offsets, so a
 * 3-hour file costs what a minute does.
 */
export async function soundEdgeHz(
  wavPath: string,
  layout: Pick<WavInfo, 'dataOffset' | 'dataBytes'>,
  settings: BandProbeSettings,
): Promise<number> {
  const { windowSize, sampleRate } = settings;
  const nyquist = sampleRate / 2;
  const spectrum = await loudSpectrum(wavPath, layout, settings);
  if (!spectrum) return nyquist;
  const bin = (hz: number) => Math.min(spectrum.length - 1, Math.round((hz * windowSize) / sampleRate));
  const meanPower = (fromHz: number, toHz: number): number => {
    let sum = 0;
    const [a, b] = [bin(fromHz), Math.max(bin(fromHz), bin(toHz) - 1)];
    for (let k = a; k <= b; k++) sum += spectrum[k]!;
    return sum / (b - a + 1);
  };
  const voice = meanPower(settings.voiceBandHz[0], settings.voiceBandHz[1]);
  if (voice <= 0) return nyquist;
  let edge = nyquist;
  for (let hz = nyquist - settings.stepHz; hz >= settings.searchFromHz; hz -= settings.stepHz) {
    const level = 10 * Math.log10(meanPower(hz, hz + settings.stepHz) / voice + 1e-12);
    if (level >= settings.silentBelowDb) break;
    edge = hz;
  }
  return edge;
}

/** Mean power spectrum of the louder half of evenly spread windows, or null for a file too short. */
async function loudSpectrum(
  wavPath: string,
  layout: Pick<WavInfo, 'dataOffset' | 'dataBytes'>,
  settings: BandProbeSettings,
): Promise<Float64Array | null> {
  const { windowSize, windows } = settings;
  const totalSamples = Math.floor(layout.dataBytes / 2);
  const count = Math.min(windows, Math.floor(totalSamples / windowSize));
  if (count < 1) return null;
  const fft = new RealPowerSpectrum(windowSize);
  const frame = new Float64Array(windowSize);
  const bytes = Buffer.alloc(windowSize * 2);
  const stride = count > 1 ? Math.floor((totalSamples - windowSize) / (count - 1)) : 0;
  const probes: Array<{ energy: number; power: Float64Array }> = [];
  const file = await open(wavPath, 'r');
  try {
    for (let w = 0; w < count; w++) {
      const { bytesRead } = await file.read(bytes, 0, bytes.length, layout.dataOffset + 2 * w * stride);
      if (bytesRead < bytes.length) break;
      let energy = 0;
      for (let i = 0; i < windowSize; i++) {
        const v = bytes.readInt16LE(2 * i) / 32768;
        energy += v * v;
        // A Hann window keeps the voice band's strong harmonics from leaking into the bands above it.
        frame[i] = v * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (windowSize - 1)));
      }
      const power = new Float64Array(fft.bins);
      fft.compute(frame, power);
      probes.push({ energy, power });
    }
  } finally {
    await file.close();
  }
  if (probes.length === 0) return null;
  probes.sort((a, b) => b.energy - a.energy);
  const loud = probes.slice(0, Math.ceil(probes.length / 2));
  const mean = new Float64Array(fft.bins);
  for (const p of loud) for (let k = 0; k < mean.length; k++) mean[k]! += p.power[k]! / loud.length;
  return mean;
}
