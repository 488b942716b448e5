import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DisputeChangeResponse,
  DisputeList,
  DisputeListQuery,
  DisputeReplyRequest,
  DisputeRequest,
  DisputesSeenRequest,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import {
  markDisputesSeen,
  myDisputes,
  organisationDisputes,
  raiseDispute,
  resolveDispute,
} from '../services/disputes/disputes.js';

const tags = ['disputes'];
const security = [{ bearer: [] }];

/** Disputes (docs/product.md#disputes); roles as the permission table says. */
export function disputesRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/dispute',
      { schema: { tags, security, body: DisputeRequest, response: { 201: DisputeChangeResponse }, errors: [409] } },
      async (req, reply) => reply.status(201).send(await raiseDispute(ctx, currentUser(req), req.body)),
    );
    app.get('/user/dispute', { schema: { tags, security, response: { 200: DisputeList } } }, async (req) =>
      myDisputes(ctx, currentUser(req)),
    );
    app.post(
      '/user/dispute/seen',
      { schema: { tags, security, body: DisputesSeenRequest, response: { 200: z.object({ success: z.string() }) } } },
      async (req) => markDisputesSeen(ctx, currentUser(req), req.body.ids),
    );
    app.get(
      '/enterprise/disputes',
      { schema: { tags, security, querystring: DisputeListQuery, response: { 200: DisputeList } } },
      async (req) => organisationDisputes(ctx, currentUser(req), req.query.status),
    );
    app.post(
      '/enterprise/disputes/:id/resolve',
      {
        schema: {
          tags,
          security,
          params: z.object({ id: z.string() }),
          body: DisputeReplyRequest,
          response: { 200: DisputeChangeResponse },
          errors: [409],
        },
      },
      async (req) => resolveDispute(ctx, currentUser(req), req.params.id, req.body.reply),
    );
  };
}
