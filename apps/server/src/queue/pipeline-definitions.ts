import { z } from 'zod';
import { InsightKind } from '@scriptloom/contracts';
import type { JobDefinition, Queue } from './queue.js';
import { STAGES, type Stage } from './stages.js';

/*
 * The pipeline's jobs as callers see them: name, payload and retry policy. Services queue these
 * (an upload starts the first stage, a person regenerates insights or asks for an article); the
 * handlers in `pipeline/` import services, and are registered only where workers start.
 */

const StagePayload = z.object({ fileId: z.string().uuid(), stage: z.enum(STAGES) });

/** One stage of one file (`pipeline/stage-job.ts`); the last attempt's failure marks the file failed. */
export const pipelineStageJob = {
  name: 'pipeline.stage',
  payload: StagePayload,
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 6 * 3600,
  stageOf: (payload: z.infer<typeof StagePayload>) => payload.stage,
} satisfies JobDefinition<typeof StagePayload>;

const NoPayload = z.object({});

/** Every minute: re-queues files, insight runs and articles nobody is working on. */
export const pipelineRecoverJob = {
  name: 'pipeline.recover',
  payload: NoPayload,
  // The next minute's sweep is the retry.
  retryLimit: 0,
  retryDelaySeconds: 30,
} satisfies JobDefinition<typeof NoPayload>;

const InsightsPayload = z.object({ fileId: z.string().uuid(), kinds: z.array(InsightKind).min(1) });

/** Writes the queued insight kinds of one file. */
export const insightsGenerateJob = {
  name: 'insights.generate',
  payload: InsightsPayload,
  retryLimit: 3,
  retryDelaySeconds: 15,
  expireInSeconds: 2 * 3600,
} satisfies JobDefinition<typeof InsightsPayload>;

const ArticlePayload = z.object({ articleId: z.string().uuid() });

/** Writes one queued article. */
export const articleGenerateJob = {
  name: 'article.generate',
  payload: ArticlePayload,
  retryLimit: 3,
  retryDelaySeconds: 15,
  expireInSeconds: 3600,
} satisfies JobDefinition<typeof ArticlePayload>;

const ClipPayload = z.object({ clipId: z.string().uuid() });

/**
 * Renders one audiogram or reel (docs/product.md#audiograms). One at a time per worker process: a
 * render keeps ffmpeg busy on every core it is given.
 */
export const clipRenderJob = {
  name: 'media.render-clip',
  payload: ClipPayload,
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 3600,
} satisfies JobDefinition<typeof ClipPayload>;

const EditRenderPayload = z.object({ editRenderId: z.string().uuid() });

/** Renders one edited recording (docs/product.md#edited-media); like a clip, one ffmpeg run. */
export const editRenderJob = {
  name: 'media.render-edit',
  payload: EditRenderPayload,
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 3 * 3600,
} satisfies JobDefinition<typeof EditRenderPayload>;

/** Anything holding the queue (a ServiceContext, a test's runtime context). */
type WithQueue = { queue: Pick<Queue, 'enqueue'> };

/** Queues the job that runs `stage` of a file. Running it twice is harmless: stages take a lease. */
export const enqueueStage = ({ queue }: WithQueue, fileId: string, stage: Stage): Promise<string> =>
  queue.enqueue(pipelineStageJob, { fileId, stage });

/** Queues the job for kinds whose runs are already queued. */
export const enqueueInsights = ({ queue }: WithQueue, fileId: string, kinds: readonly InsightKind[]): Promise<string> =>
  queue.enqueue(insightsGenerateJob, { fileId, kinds: [...kinds] });

export const enqueueArticle = ({ queue }: WithQueue, articleId: string): Promise<string> =>
  queue.enqueue(articleGenerateJob, { articleId });

export const enqueueClipRender = ({ queue }: WithQueue, clipId: string): Promise<string> =>
  queue.enqueue(clipRenderJob, { clipId });

export const enqueueEditRender = ({ queue }: WithQueue, editRenderId: string): Promise<string> =>
  queue.enqueue(editRenderJob, { editRenderId });
