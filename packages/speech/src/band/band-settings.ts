/**
 * How far up a recording holds sound (probe-band.ts), read by the diarizer and the offline
 * recogniser. Measured edges: 4.25-4.75 kHz for phone prompts and an 11 kHz game's voices,
 * 5.25-8 kHz for a 22 kHz one, 7.25-7.5 kHz for MP3s of wide-band speech. A recording whose sound
 * stops under `narrowBelowHz` is treated as phone-band.
 */
export const BAND_PROBE = {
  sampleRate: 16_000,
  windowSize: 512,
  windows: 400,
  voiceBandHz: [300, 3400] as [number, number],
  searchFromHz: 3000,
  stepHz: 250,
  silentBelowDb: -45,
  narrowBelowHz: 5000,
};

/**
 * The hiss the offline recogniser hears above the edge of a phone-band recording
 * (sphinx/phone-band-input.ts, band/fill-empty-band.ts). Word error rate, development material only:
 * every second file of the real phone recordings' development half (4 files), and the two test
 * podcasts sent through a phone line (300-3400 Hz, 8 kHz mu-law):
 *
 *   nothing added                              85.0%   34.1% 49.3%
 *   steady white hiss, 15 dB under the speech  74.0%   41.5% 57.7%   (-35 dB: 78.2%, 34.9% 46.2%)
 *   hiss following 2 kHz and up, -4 dB        75.7%   33.3% 43.8%
 *   hiss following 3 kHz and up, -4 dB        75.2%   30.6% 42.0%   <- chosen
 *   hiss following 3 kHz and up, +1 / -9 dB   73.9% / 78.2%   31.4% 43.8% / 34.1% 40.7%
 *
 * A steady hiss helped the real calls and hurt the synthetic voices; one that follows the voice
 * helped both. Filling the empty top of 22 kHz game audio (edges 5.25-6.25 kHz, under the model's
 * 6.8 kHz) made it worse, 75.8% to 78.7%, so only phone-band recordings get it.
 */
export const SPHINX_BAND_FILL = { followHz: 3000, levelDb: -4, smoothingSec: 0.02, seed: 1 };
