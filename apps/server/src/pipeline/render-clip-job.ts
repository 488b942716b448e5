import type { ServiceContext } from '../services/context.js';
import { renderClip } from '../services/audiograms/render-clip.js';
import { handler } from '../jobs/queue.js';
import { clipRenderJob } from './definitions.js';

export const clipRenderHandler = (ctx: ServiceContext) =>
  handler(clipRenderJob, async ({ clipId }, meta) => {
    await renderClip(ctx, clipId, meta);
  });
