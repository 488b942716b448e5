import type { ServiceContext } from '../services/context.js';
import { renderClip } from '../services/audiograms/render-clip.js';
import { handler } from '../queue/queue.js';
import { clipRenderJob, editRenderJob } from '../queue/pipeline-definitions.js';
import { renderEditJob } from '../services/edit-render/render-edit-job.js';

export const clipRenderHandler = (ctx: ServiceContext) =>
  handler(clipRenderJob, async ({ clipId }, meta) => {
    await renderClip(ctx, clipId, meta);
  });

export const editRenderHandler = (ctx: ServiceContext) =>
  handler(editRenderJob, async ({ editRenderId }, meta) => {
    await renderEditJob(ctx, editRenderId, meta);
  });
