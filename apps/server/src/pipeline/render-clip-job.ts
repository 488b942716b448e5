import type { ServiceContext } from '../services/context.js';
import { renderClip } from '../services/audiograms/render-clip.js';
import { handler } from '../queue/queue.js';
import { clipRenderJob } from '../queue/pipeline-definitions.js';

export const clipRenderHandler = (ctx: ServiceContext) =>
  handler(clipRenderJob, async ({ clipId }, meta) => {
    await renderClip(ctx, clipId, meta);
  });
