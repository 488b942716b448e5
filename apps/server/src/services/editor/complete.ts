import { EditorMessages, type CompleteResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscriptYet } from './document.js';

/** The reviewer is done with the file. Marking it again is fine (same answer, nothing changes). */
export async function markReviewComplete(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
): Promise<CompleteResponse> {
  const { status } = await ctx.repos.transcripts.markReviewComplete(fileId, callerOf(user));
  if (status === 'file_not_found') throw fileNotFound();
  if (status === 'no_transcript') throw noTranscriptYet();
  return { success: EditorMessages.markedComplete, review_complete: true };
}
