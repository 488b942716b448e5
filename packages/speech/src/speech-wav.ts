import type { WavInfo } from '@scriptloom/media';

/** 16 kHz mono 16-bit PCM: what the pipeline writes for recognition (sphinx) and diarization alike. */
export function isSpeechWav(wav: Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample'>): boolean {
  return wav.sampleRate === 16000 && wav.channels === 1 && wav.bitsPerSample === 16;
}

/** The diarizer's feature settings assume 16 kHz mono 16-bit; anything else is a caller bug, not a guess. */
export function assertSpeechWav(path: string, wav: WavInfo): void {
  if (!isSpeechWav(wav)) {
    throw new Error(
      `${path}: expected 16 kHz mono 16-bit PCM, got ${wav.sampleRate} Hz, ${wav.channels} channel(s), ${wav.bitsPerSample} bit`,
    );
  }
}
