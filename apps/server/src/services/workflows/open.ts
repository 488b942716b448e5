import {
  TRANSCRIPT_FIRST_SNIPPETS,
  WorkflowDetails,
  seesWholeOrganisation,
  type WorkflowHistoryResponse as HistorySchema,
} from '@scriptloom/contracts';
import { readStoredTranscript } from '@scriptloom/transcript';
import type { z } from 'zod';
import type { UserRow } from '@scriptloom/db';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { workflowNotFound } from './change.js';
import { toWorkflowEvent, workflowItem } from './views.js';
import { documentTexts, TranscriptMoved } from '../files/files.js';

/** Reads again when a save moved the transcript on between its version's read and its paragraphs' read. */
const WORKFLOW_READS = 3;

/** The answer without its paragraphs, which go in as the stored text they are. */
const WorkflowFrame = WorkflowDetails.extend({
  transcript: WorkflowDetails.shape.transcript.unwrap().omit({ transcript: true }).nullable(),
});

/**
 * `GET /enterprise/workflow/:id` as the JSON text of its answer: the workflow, its transcript
 * `{transcript, updated_at}` and processed_data (null until processing wrote them). The transcript
 * list holds the first TRANSCRIPT_FIRST_SNIPPETS paragraphs, as stored text put in as it is: the
 * page reads its workflow again after every change, and a three-hour transcript is 2 MB. The first time one of its
 * assignees opens it, editing_start_time is set (once; docs/product.md#workflows).
 */
export async function getWorkflowJson(ctx: ServiceContext, user: UserRow, id: string): Promise<string> {
  const caller = callerOf(user);
  const file = await ctx.repos.workflows.find(caller, id);
  if (!file) throw workflowNotFound();
  const opened =
    !file.editing_start_time && file.assignees.includes(user.id)
      ? await ctx.repos.workflows.markOpened(id, user.id)
      : undefined;
  const item = await workflowItem(ctx, opened ?? file);
  for (let read = 1; ; read++) {
    const found = await ctx.repos.files.detailsForUser(id, caller);
    if (!found) throw workflowNotFound();
    const { transcript } = found;
    if (!transcript) return JSON.stringify(WorkflowFrame.parse({ ...item, transcript: null, processed_data: null }));
    // Only the first paragraphs: the rest are `GET /enterprise/transcript/{id}`'s (from 25 by default).
    const texts = await documentTexts(ctx, id, transcript.version, TRANSCRIPT_FIRST_SNIPPETS).catch((err: unknown) => {
      if (err instanceof TranscriptMoved && read < WORKFLOW_READS) return undefined;
      throw err;
    });
    if (texts === undefined) continue;
    const { transcript: meta, ...rest } = WorkflowFrame.parse({
      ...item,
      transcript: { updated_at: transcript.updated_at.toISOString() },
      processed_data: readStoredTranscript({ processed_data: transcript.processed_data }).processed_data,
    });
    // The rest without its closing brace, then the transcript with its paragraphs as they are.
    return (
      `${JSON.stringify(rest).slice(0, -1)},"transcript":` +
      `{"transcript":${texts.paragraphs},"updated_at":${JSON.stringify(meta!.updated_at)}}}`
    );
  }
}

/** `GET /enterprise/workflow/:id/history`: oldest first, with who acted (docs/product.md#workflow-history). */
export async function workflowHistory(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
): Promise<z.infer<typeof HistorySchema>> {
  const caller = callerOf(user);
  const file = await ctx.repos.workflows.find(caller, id);
  if (file) return { items: (await ctx.repos.workflowEvents.history(id, file.org_id!)).map(toWorkflowEvent) };
  // A deleted workflow's history outlives it (docs/product.md#workflow-history), for those who saw
  // every workflow of the organisation: its admins and QA. Others learn nothing of the id.
  if (caller.orgId && seesWholeOrganisation(caller)) {
    const rows = await ctx.repos.workflowEvents.history(id, caller.orgId);
    if (rows.some((r) => r.action === 'deleted')) return { items: rows.map(toWorkflowEvent) };
  }
  throw workflowNotFound();
}
