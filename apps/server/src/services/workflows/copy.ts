import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { TEXT_LIMITS, WorkflowMessages, type CopyWorkflowRequest } from '@scriptloom/contracts';
import type { FileRow, UserRow } from '@scriptloom/db';
import type { z } from 'zod';
import { conflict } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import { fileKeys } from '../../storage/file-keys.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { workflowNotFound } from './change.js';

/** "Title (copy 3)", the title cut so the whole stays within the title limit. */
export function copyTitle(title: string, n: number): string {
  const suffix = ` (copy ${n})`;
  return `${title.slice(0, TEXT_LIMITS.title - suffix.length)}${suffix}`;
}

interface PlannedCopy {
  id: string;
  title: string;
  keys: { original_key: string; playback_key: string | null; peaks_key: string | null };
}

/**
 * Each copy gets its own copy of the media, under its own folder: deleting a workflow removes its
 * folder (delete.ts), and a copy sharing the source's objects would lose its media with the source.
 */
async function copyMedia(ctx: ServiceContext, source: FileRow, copies: PlannedCopy[]): Promise<void> {
  const objects = [
    ['original_key', source.original_key],
    ['playback_key', source.playback_key],
    ['peaks_key', source.peaks_key],
  ] as const;
  for (const [column, key] of objects) {
    if (!key || !(await ctx.storage.exists(key))) continue;
    for (const copy of copies) {
      const target = copy.keys[column];
      // Streamed object to object: `putFile` moves a local file, which would take the source's away.
      if (target) await ctx.storage.write(target, await ctx.storage.read(key));
    }
  }
  // The loudness envelope has no column: it is found by its key in each file's folder.
  const energy = fileKeys(source.user_id, source.id).energy;
  if (await ctx.storage.exists(energy)) {
    for (const copy of copies) {
      await ctx.storage.write(fileKeys(source.user_id, copy.id).energy, await ctx.storage.read(energy));
    }
  }
}

/**
 * `POST /enterprise/workflow/:id/copy`: copies of a processed workflow, numbered from
 * `start_index`, each with the transcript, insights and media of the source and a fresh workflow
 * state (Not Started, nobody assigned). Media are copied first; the rows and history lines are
 * written in one transaction, and media of copies that were then not made are removed again.
 */
export async function copyWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: z.output<typeof CopyWorkflowRequest>,
): Promise<{ message: string; ids: string[] }> {
  const caller = callerOf(user);
  const source = await ctx.repos.workflows.find(caller, id);
  if (!source) throw workflowNotFound();
  if (source.status !== 'processed') throw conflict(WorkflowMessages.notCopyable);

  const ext = path.extname(source.original_key);
  const copies: PlannedCopy[] = Array.from({ length: req.num_copies }, (_, i) => {
    const copyId = randomUUID();
    const keys = fileKeys(source.user_id, copyId, ext);
    return {
      id: copyId,
      title: copyTitle(source.title, req.start_index + i),
      keys: {
        original_key: keys.original,
        playback_key: source.playback_key ? keys.playback : null,
        peaks_key: source.peaks_key ? keys.peaks : null,
      },
    };
  });
  const removeMedia = async () => {
    for (const copy of copies) {
      await ctx.storage
        .deletePrefix(fileKeys(source.user_id, copy.id).dir)
        .catch(logAndContinue(ctx.log, 'warn', 'could not remove the media of a copy not made', { fileId: copy.id }));
    }
  };

  let outcome;
  try {
    await copyMedia(ctx, source, copies);
    outcome = await ctx.repos.workflows.copy(caller, id, copies);
  } catch (err) {
    await removeMedia();
    throw err;
  }
  if (outcome.status !== 'copied') {
    await removeMedia();
    if (outcome.status === 'not_found') throw workflowNotFound();
    throw conflict(WorkflowMessages.notCopyable);
  }
  return { message: WorkflowMessages.copied(copies.length, source.title), ids: copies.map((c) => c.id) };
}
