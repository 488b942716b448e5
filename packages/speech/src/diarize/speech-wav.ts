import type { WavInfo } from '@scriptloom/media';

/** The diarizer's feature settings assume 16 kHz mono 16-bit; anything else is a caller bug, not a guess. */
export function assertSpeechWav(path: string, wav: WavInfo): void {
  if (wav.sampleRate !== 16000 || wav.channels !== 1 || wav.bitsPerSample !== 16) {
    throw new Error(
      `${path}: expected 16 kHz mono 16-bit PCM, got ${wav.sampleRate} Hz, ${wav.channels} channel(s), ${wav.bitsPerSample} bit`,
    );
  }
}
