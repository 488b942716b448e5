import { InsightKind } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { INSIGHT_LEASE_STALE_MS } from '../services/insights/generate.js';
import { ARTICLE_STALE_MS } from '../services/articles/write-article.js';
import { CLIP_STALE_MS } from '../services/audiograms/render-clip.js';
import { EDIT_RENDER_STALE_MS } from '../services/edit-render/render-edit-job.js';
import {
  articleGenerateJob,
  clipRenderJob,
  editRenderJob,
  insightsGenerateJob,
} from '../queue/pipeline-definitions.js';

/**
 * Re-queues insight runs, articles, clip renders and edited renders nobody is working on: queued with no job waiting for them
 * (a crash between commit and enqueue), or being written by a worker whose lease went stale.
 * Runs with the pipeline's minute sweep, and at start-up (at once on the embedded database, whose
 * leases all belonged to the previous process).
 */
export async function recoverInsights(ctx: ServiceContext, staleMs?: number): Promise<number> {
  let queued = 0;
  const stalled = await ctx.repos.insights.stalled(staleMs ?? INSIGHT_LEASE_STALE_MS * 1.5);
  if (stalled.length > 0) {
    const job = insightsGenerateJob;
    const waiting = await ctx.queue.waitingPayloadValues(job, 'fileId');
    for (const { fileId, kinds } of stalled) {
      if (waiting.has(fileId)) continue;
      const known = kinds.filter((k): k is InsightKind => InsightKind.safeParse(k).success);
      if (known.length === 0) continue;
      await ctx.queue.enqueue(job, { fileId, kinds: known });
      queued++;
    }
  }
  const articles = await ctx.repos.articles.stalled(staleMs ?? ARTICLE_STALE_MS);
  if (articles.length > 0) {
    const job = articleGenerateJob;
    const waiting = await ctx.queue.waitingPayloadValues(job, 'articleId');
    for (const articleId of articles) {
      if (waiting.has(articleId)) continue;
      await ctx.queue.enqueue(job, { articleId });
      queued++;
    }
  }
  const clips = await ctx.repos.mediaClips.stalled(staleMs ?? CLIP_STALE_MS);
  if (clips.length > 0) {
    const waiting = await ctx.queue.waitingPayloadValues(clipRenderJob, 'clipId');
    for (const clipId of clips) {
      if (waiting.has(clipId)) continue;
      await ctx.queue.enqueue(clipRenderJob, { clipId });
      queued++;
    }
  }
  const edits = await ctx.repos.editRenders.stalled(staleMs ?? EDIT_RENDER_STALE_MS);
  if (edits.length > 0) {
    const waiting = await ctx.queue.waitingPayloadValues(editRenderJob, 'editRenderId');
    for (const editRenderId of edits) {
      if (waiting.has(editRenderId)) continue;
      await ctx.queue.enqueue(editRenderJob, { editRenderId });
      queued++;
    }
  }
  return queued;
}
