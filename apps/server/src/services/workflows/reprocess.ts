import { ErrorCode, INSIGHT_KINDS, WorkflowMessages, type ReprocessType } from '@scriptloom/contracts';
import type { UserRow, WorkflowChange, WorkflowView } from '@scriptloom/db';
import { readStoredTranscript } from '@scriptloom/transcript';
import type { z } from 'zod';
import { conflict } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import { enqueueInsights, enqueueStage } from '../../queue/pipeline-definitions.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { changeWorkflow, workflowChanged, workflowNotFound } from './change.js';

type Type = z.infer<typeof ReprocessType>;

const inFlight = (w: WorkflowView) => w.status === 'queued' || w.status === 'processing';

/**
 * What the speakers-only rerun starts from: the transcript's words as they read now (struck words
 * left out), standing in for a recognition, so only diarization and paragraphs run again.
 */
async function wordsOfTranscript(ctx: ServiceContext, user: UserRow, id: string) {
  const found = await ctx.repos.files.withTranscriptForUser(id, callerOf(user));
  if (!found) throw workflowNotFound();
  if (!found.transcript) return undefined;
  const { snippets } = readStoredTranscript(found.transcript);
  const words = snippets.flatMap((s) =>
    s.words
      .filter((w) => !w.is_removed)
      .map((w) => ({ text: w.text, start: w.start, end: w.end, confidence: w.confidence })),
  );
  return { version: found.transcript.version, artifact: { words, speakersFromEngine: false, punctuated: true } };
}

/**
 * `POST /enterprise/workflow/:id/reprocess` (docs/product.md#workflows): `all` runs the whole
 * pipeline again (the audio is prepared again, since the 16 kHz copy is not kept, then speech
 * recognition), `speakers` keeps the words and finds the speakers and paragraphs again, `insights`
 * writes every insight kind again. Refused while the workflow is still being processed. Nothing is
 * charged: the file was charged when it was uploaded. The job is queued after the commit; if that
 * fails, the recovery sweep queues it.
 */
export async function reprocessWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: { type: Type },
): Promise<{ message: string }> {
  const words = req.type === 'speakers' ? await wordsOfTranscript(ctx, user, id) : undefined;
  await changeWorkflow(ctx, user, id, { action: 'POST /enterprise/workflow/:id/reprocess' }, (w): WorkflowChange => {
    if (inFlight(w)) throw conflict(WorkflowMessages.stillProcessing);
    const events = [{ action: 'reprocessed', to_value: req.type }];
    switch (req.type) {
      case 'all':
        return { restart: { stage: 'normalise', artifacts: {} }, events };
      case 'speakers':
        if (!words || w.transcript_version === null) {
          throw conflict(WorkflowMessages.noTranscript, ErrorCode.noTranscript);
        }
        // Edited between reading the words and now: start again from what is there.
        if (w.transcript_version !== words.version) throw workflowChanged(w.workflow_revision);
        return { restart: { stage: 'normalise', artifacts: { words: words.artifact } }, events };
      case 'insights':
        if (w.transcript_version === null) throw conflict(WorkflowMessages.noTranscript, ErrorCode.noTranscript);
        if (w.insights_busy) throw conflict(WorkflowMessages.insightsRunning, ErrorCode.insightRunning);
        return { queueInsights: INSIGHT_KINDS, events };
    }
  });
  const queued = req.type === 'insights' ? enqueueInsights(ctx, id, INSIGHT_KINDS) : enqueueStage(ctx, id, 'normalise');
  await queued.catch(
    logAndContinue(ctx.log, 'warn', 'could not queue a reprocess; the recovery sweep will', { fileId: id }),
  );
  return { message: WorkflowMessages.reprocessing[req.type] };
}
