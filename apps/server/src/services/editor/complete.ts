import { EditorMessages, type CompleteResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { requireFile } from '../access.js';
import { callerOf } from '../caller.js';
import { completeWorkflow } from '../workflows/complete.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscriptYet } from './document.js';

/**
 * The reviewer is done with the file. Marking it again is fine (same answer, nothing changes). A
 * workflow reached through this personal route is completed as the workflow route completes it:
 * only by those the policy lets, with a line in its history (docs/product.md#permission-matrix).
 */
export async function markReviewComplete(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
): Promise<CompleteResponse> {
  const subject = await requireFile(ctx, user, 'complete', fileId, fileNotFound);
  if (subject.orgId !== null) {
    await completeWorkflow(ctx, user, fileId);
    return { success: EditorMessages.markedComplete, review_complete: true };
  }
  const { status } = await ctx.repos.transcripts.markReviewComplete(fileId, callerOf(user));
  if (status === 'file_not_found') throw fileNotFound();
  if (status === 'no_transcript') throw noTranscriptYet();
  return { success: EditorMessages.markedComplete, review_complete: true };
}
