import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentType,
  ContentUpdateRequest,
  ContentUpdateResponse,
  InsightsResponse,
  RegenerateRequest,
  RegenerateResponse,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { fileId } from '../http/file-id.js';
import { getInsights, regenerate } from '../services/insights/insights.js';
import { updateContent } from '../services/insights/contents.js';

const tags = ['insights'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
const ContentParams = z.object({ id: z.string(), type: ContentType });

/** Generated insights and contents of a file: read them, regenerate kinds, edit the written texts. */
export function insightsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/up/insights/:id',
      { schema: { tags, security, params: IdParams, response: { 200: InsightsResponse } } },
      async (req) => getInsights(ctx, currentUser(req), fileId(req.params.id)),
    );

    app.post(
      '/up/insights/:id/regenerate',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: RegenerateRequest,
          response: { 202: RegenerateResponse },
          errors: [402, 403, 409],
        },
      },
      async (req, reply) => {
        const result = await regenerate(ctx, currentUser(req), fileId(req.params.id), req.body);
        return reply.status(202).send(result);
      },
    );

    app.put(
      '/v1/up/processed_data/:id/:type',
      {
        schema: {
          tags,
          security,
          description: 'Saves edited show notes, tweets, captions or an article (`article_id`, else the newest).',
          params: ContentParams,
          body: ContentUpdateRequest,
          response: { 200: ContentUpdateResponse },
          errors: [403, 409],
        },
      },
      async (req) => updateContent(ctx, currentUser(req), fileId(req.params.id), req.params.type, req.body),
    );
  };
}
