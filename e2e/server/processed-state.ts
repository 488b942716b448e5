import { buffer } from 'node:stream/consumers';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@scriptloom/db';
import type { ServiceContext } from '../../apps/server/src/services/context.js';

/**
 * What processing left of one file, without what differs between any two files: ids (the file's
 * own id inside its storage keys too), times and the lease holder's name. Two files processed from
 * the same recording have equal states.
 */
export async function processedState(ctx: ServiceContext, database: Database, id: string) {
  const { db } = database;
  const [file] = await db.select().from(schema.files).where(eq(schema.files.id, id));
  if (!file) throw new Error(`no file ${id}`);
  const [transcript] = await db.select().from(schema.transcripts).where(eq(schema.transcripts.file_id, id));
  const runs = await db.select().from(schema.insightRuns).where(eq(schema.insightRuns.file_id, id));
  const artifacts = await db.select().from(schema.pipelineArtifacts).where(eq(schema.pipelineArtifacts.file_id, id));
  const storageKeys = { original: file.original_key, playback: file.playback_key, wav: file.wav_key };
  const stored: Record<string, boolean> = {};
  for (const [name, key] of Object.entries(storageKeys)) stored[name] = key !== null && (await ctx.storage.exists(key));
  return {
    file: comparable(file, id),
    transcript: transcript && comparable(transcript, id),
    insightRuns: runs.map((run) => comparable(run, id)).sort((a, b) => String(a.kind).localeCompare(String(b.kind))),
    artifacts: artifacts.length,
    stored,
    // The waveform's peaks, as the player reads them.
    peaks: file.peaks_key ? (await buffer(await ctx.storage.read(file.peaks_key))).toString('utf8') : null,
  };
}

/** The row without ids, times and lease holders, with the file's id in its storage keys named. */
function comparable(row: Record<string, unknown>, id: string): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'id' || column === 'file_id' || column.endsWith('_at') || column === 'lease_owner') continue;
    kept[column] = typeof value === 'string' ? value.replace(id, '<file>') : value;
  }
  return kept;
}

/** Where two states differ: a part, or a column of the file or transcript ('file.progress'). */
export function differences(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return Object.keys(a).flatMap((part) => {
    const [x, y] = [a[part], b[part]];
    if (isDeepStrictEqual(x, y)) return [];
    if (!isRecord(x) || !isRecord(y)) return [part];
    return Object.keys({ ...x, ...y })
      .filter((column) => !isDeepStrictEqual(x[column], y[column]))
      .map((column) => `${part}.${column}`);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
