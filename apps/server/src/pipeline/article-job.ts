import { z } from 'zod';
import type { JobDefinition } from '../jobs/queue.js';
import type { ServiceContext } from '../services/context.js';
import { writeArticle } from '../services/articles/write-article.js';

const ArticlePayload = z.object({ articleId: z.string().uuid() });

export const ARTICLE_GENERATE = 'article.generate';

export function articleGenerateJob(ctx: ServiceContext): JobDefinition<typeof ArticlePayload> {
  return {
    name: ARTICLE_GENERATE,
    payload: ArticlePayload,
    retryLimit: 3,
    retryDelaySeconds: 15,
    expireInSeconds: 3600,
    async handle({ articleId }, meta) {
      await writeArticle(ctx, articleId, meta);
    },
  };
}

export function enqueueArticle(ctx: ServiceContext, articleId: string): Promise<string> {
  return ctx.queue.enqueue(articleGenerateJob(ctx), { articleId });
}
