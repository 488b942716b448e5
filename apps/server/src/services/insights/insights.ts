import {
  ErrorCode,
  isWrittenContent,
  type InsightKind,
  type InsightRun,
  type InsightsResponse,
  type RegenerateRequest,
  type RegenerateResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { conflict, notFound } from '../../lib/app-error.js';
import { enqueueInsights } from '../../queue/pipeline-definitions.js';
import { requireWrittenContent } from '../billing/entitlements.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { dependencyOrder } from './dependency-order.js';
import { capitalise, listKinds } from './labels.js';
import { insightsView, runsOfTranscript, sourceFacts, type SourceFacts } from './view.js';

export const fileNotFound = () => notFound('File not found.');
export const noTranscript = () =>
  conflict(
    'This file has no transcript yet. Insights are written once processing has finished.',
    ErrorCode.noTranscript,
  );

/** Everything the insight panels and content tabs show, with the state of every kind. */
export async function getInsights(ctx: ServiceContext, user: UserRow, fileId: string): Promise<InsightsResponse> {
  const caller = callerOf(user);
  const found = await ctx.repos.insights.headForUser(fileId, caller);
  if (!found) throw fileNotFound();
  if (!found.transcript) throw noTranscript();
  // The words are read only when this version's facts are not kept yet: the page polls this while
  // runs are written, and reading every word of a long transcript each time held the process.
  // (Facts built from a version saved meanwhile describe the newer words: never older ones.)
  const kept = await ctx.documents.getOrBuild(`${fileId} insight-facts`, found.transcript.version, async () => {
    const snippets = await ctx.repos.insights.snippetsForUser(fileId, caller);
    if (!snippets) throw fileNotFound();
    return JSON.stringify(sourceFacts(snippets));
  });
  const facts = JSON.parse(kept) as SourceFacts;
  return insightsView(found.file, found.transcript, facts, found.runs, ctx.config.insights.engine);
}

/**
 * Queues kinds again on a person's request: 202 with the runs, 409 INSIGHT_RUNNING when one of
 * them is still queued or being written. What is stored stays until the new result replaces it.
 */
export async function regenerate(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: RegenerateRequest,
): Promise<RegenerateResponse> {
  const kinds = dependencyOrder([...new Set(req.kinds)]);
  if (kinds.some(isWrittenContent)) await requireWrittenContent(ctx, user, fileId);
  const outcome = await ctx.repos.insights.queueKinds(fileId, callerOf(user), kinds);
  switch (outcome.status) {
    case 'file_not_found':
      throw fileNotFound();
    case 'no_transcript':
      throw noTranscript();
    case 'running':
      throw conflict(
        `${capitalise(listKinds(outcome.kinds as InsightKind[]))} ${outcome.kinds.length === 1 ? 'is' : 'are'} already being written. Please wait for ${outcome.kinds.length === 1 ? 'it' : 'them'} to finish.`,
        ErrorCode.insightRunning,
      );
    case 'queued':
      break;
  }
  // Should this enqueue fail, the runs stay queued and the recovery sweep queues them.
  await enqueueInsights(ctx, fileId, kinds);
  const found = await ctx.repos.insights.forUser(fileId, callerOf(user));
  const runs: InsightRun[] = found?.transcript ? runsOfTranscript(found.transcript, found.runs) : [];
  return { success: `Regenerating ${listKinds(kinds)}`, runs };
}
