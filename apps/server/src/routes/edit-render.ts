import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EditRender, EditRenderRequest, EditRendersResponse } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { fileId } from '../http/file-id.js';
import {
  deleteEditRender,
  editRenderId,
  listEditRenders,
  requestEditRender,
} from '../services/edit-render/edit-renders.js';

const tags = ['edited media'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
const RenderParams = z.object({ id: z.string(), renderId: z.string() });

/** Edited media: the recording with struck words cut out (docs/product.md#edited-media). */
export function editRenderRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/up/edit-render/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: EditRenderRequest,
          response: { 202: EditRender },
          errors: [402, 403, 409],
        },
      },
      async (req, reply) => {
        const render = await requestEditRender(ctx, currentUser(req), fileId(req.params.id), req.body);
        return reply.status(202).send(render);
      },
    );

    app.get(
      '/v1/up/edit-render/:id',
      { schema: { tags, security, params: IdParams, response: { 200: EditRendersResponse } } },
      async (req) => listEditRenders(ctx, currentUser(req), fileId(req.params.id)),
    );

    app.delete(
      '/v1/up/edit-render/:id/:renderId',
      {
        schema: {
          tags,
          security,
          params: RenderParams,
          response: { 200: z.object({ success: z.string() }) },
          errors: [403, 409],
        },
      },
      async (req) => deleteEditRender(ctx, currentUser(req), fileId(req.params.id), editRenderId(req.params.renderId)),
    );
  };
}
