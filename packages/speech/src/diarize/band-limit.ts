import type { MfccSettings } from './mfcc.js';

/**
 * The features' band for a recording whose sound stops at `edgeHz`. Filters above that see only the
 * codec's roll-off and noise floor, which change from one recording session to the next: one phone
 * voice recorded twice looked like two speakers. So a phone-band recording (sound stopping under
 * `narrowBelowHz`; a call stops near 4 kHz) is described over `narrowBandHz`, the band that
 * carries its voice; wide-band recordings keep `mfcc` as it is.
 */
export function featureSettingsFor(
  edgeHz: number,
  mfcc: MfccSettings,
  band: { narrowBelowHz: number; narrowBandHz: readonly [number, number] },
): MfccSettings {
  if (edgeHz >= band.narrowBelowHz) return mfcc;
  const [lowHz, highHz] = band.narrowBandHz;
  return { ...mfcc, lowHz, highHz };
}
