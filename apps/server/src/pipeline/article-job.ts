import type { ServiceContext } from '../services/context.js';
import { writeArticle } from '../services/articles/write-article.js';
import { handler } from '../queue/queue.js';
import { articleGenerateJob } from '../queue/pipeline-definitions.js';

export const articleGenerateHandler = (ctx: ServiceContext) =>
  handler(articleGenerateJob, async ({ articleId }, meta) => {
    await writeArticle(ctx, articleId, meta);
  });
