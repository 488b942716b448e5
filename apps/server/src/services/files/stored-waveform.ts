import type { FileRow } from '@scriptloom/db';
import type { EnergyEnvelope } from '@scriptloom/transcript';
import { fileKeys } from '../../storage/file-keys.js';
import type { ServiceContext } from '../context.js';

/** A stored JSON file (a waveform) as its text, or null when there is none. */
export async function readStoredText(ctx: ServiceContext, key: string | null): Promise<string | null> {
  if (!key || !(await ctx.storage.exists(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The loudness envelope the edit planner places its cuts by (docs/product.md#edited-media): the
 * RMS level of every 10 ms that processing stores, or for a file processed before it was stored,
 * the player's waveform (the largest sample of every 1/20 s). The render and the exports on the
 * edited timeline plan from this same envelope, so their cuts fall at the same times. Undefined
 * (cuts in each gap's middle) when the file has neither or neither can be read.
 */
export async function readEditEnergy(
  ctx: ServiceContext,
  file: Pick<FileRow, 'id' | 'user_id' | 'peaks_key'>,
): Promise<EnergyEnvelope | undefined> {
  const energyKey = fileKeys(file.user_id, file.id).energy;
  const fine = envelope(await readStoredText(ctx, energyKey), 'frames_per_second', 'levels');
  return fine ?? envelope(await readStoredText(ctx, file.peaks_key), 'peaks_per_second', 'values');
}

function envelope(text: string | null, rateField: string, levelsField: string): EnergyEnvelope | undefined {
  if (text === null) return undefined;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const fps = parsed[rateField];
    const levels = parsed[levelsField];
    if (typeof fps !== 'number' || !(fps > 0) || !Array.isArray(levels)) return undefined;
    if (!levels.every((v) => typeof v === 'number' && Number.isFinite(v))) return undefined;
    return { framesPerSecond: fps, levels: levels as number[] };
  } catch {
    // A waveform that cannot be read leaves the cuts in each gap's middle, as with none.
    return undefined;
  }
}
