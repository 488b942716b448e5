import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Article,
  ArticleGenerateRequest,
  ArticleGenerateResponse,
  ArticleListResponse,
  ArticleStatusResponse,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { fileId } from '../http/file-id.js';
import { articleId, articleStatus, generateArticle, getArticle, listArticles } from '../services/articles/articles.js';

const tags = ['articles'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });

/** Articles written from a transcript (docs/product.md#articles): queue one, poll it, read it, list a file's. */
export function articlesRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/article/generate/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: ArticleGenerateRequest,
          response: { 202: ArticleGenerateResponse },
          errors: [402, 403, 409, 429],
        },
      },
      async (req, reply) => {
        const result = await generateArticle(ctx, currentUser(req), fileId(req.params.id), req.body);
        return reply.status(202).send(result);
      },
    );

    app.get(
      '/article/status/:id',
      { schema: { tags, security, params: IdParams, response: { 200: ArticleStatusResponse } } },
      async (req) => articleStatus(ctx, currentUser(req), articleId(req.params.id)),
    );

    app.get(
      '/article/article/:id',
      { schema: { tags, security, params: IdParams, response: { 200: Article } } },
      async (req) => getArticle(ctx, currentUser(req), articleId(req.params.id)),
    );

    app.get(
      '/article/:id',
      { schema: { tags, security, params: IdParams, response: { 200: ArticleListResponse } } },
      async (req) => listArticles(ctx, currentUser(req), fileId(req.params.id)),
    );
  };
}
