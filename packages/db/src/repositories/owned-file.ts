import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { files, transcripts } from '../schema.js';

export type OwnedFileCheck = { status: 'file_not_found' } | { status: 'no_transcript' } | { status: 'ok' };

/**
 * Inside a transaction: is `fileId` the caller's, and has processing stored its transcript? Only the
 * keys are read (a transcript row can hold megabytes of JSON). `lockFile` takes the file row's lock,
 * which serialises writers of that file's insight runs and contents.
 */
export async function checkOwnedFile(
  tx: Db,
  fileId: string,
  userId: string,
  { lockFile = false }: { lockFile?: boolean } = {},
): Promise<OwnedFileCheck> {
  const fileQuery = tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.user_id, userId)));
  const [file] = await (lockFile ? fileQuery.for('update') : fileQuery);
  if (!file) return { status: 'file_not_found' };
  const [transcript] = await tx
    .select({ id: transcripts.file_id })
    .from(transcripts)
    .where(eq(transcripts.file_id, fileId));
  return transcript ? { status: 'ok' } : { status: 'no_transcript' };
}
