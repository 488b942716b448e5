import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplyLeaveRequest,
  LeaveChangeResponse,
  LeaveDecisionRequest,
  LeaveListQuery,
  LeaveListResponse,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { decideLeave } from '../services/leave/decisions.js';
import { applyForLeave, listLeave, withdrawLeave } from '../services/leave/requests.js';

const tags = ['leave'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

/**
 * Members' leave (docs/product.md#leave). Who may call each route is the permission table's
 * business (http/access-guard.ts); which requests a member reaches, the services'.
 */
export function leaveRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/leave',
      { schema: { tags, security, querystring: LeaveListQuery, response: { 200: LeaveListResponse } } },
      async (req) => listLeave(ctx, currentUser(req), req.query),
    );
    app.post(
      '/leave/apply',
      { schema: { tags, security, body: ApplyLeaveRequest, response: { 201: LeaveChangeResponse }, errors: [409] } },
      async (req, reply) => reply.status(201).send(await applyForLeave(ctx, currentUser(req), req.body)),
    );
    app.put(
      '/leave/:id/approve',
      {
        schema: {
          tags,
          security,
          params,
          body: LeaveDecisionRequest,
          response: { 200: LeaveChangeResponse },
          errors: [409],
        },
      },
      async (req) => decideLeave(ctx, currentUser(req), req.params.id, { approve: true, note: req.body?.note }),
    );
    app.put(
      '/leave/:id/reject',
      {
        schema: {
          tags,
          security,
          params,
          body: LeaveDecisionRequest,
          response: { 200: LeaveChangeResponse },
          errors: [409],
        },
      },
      async (req) => decideLeave(ctx, currentUser(req), req.params.id, { approve: false, note: req.body?.note }),
    );
    app.delete(
      '/leave/:id',
      { schema: { tags, security, params, response: { 200: LeaveChangeResponse }, errors: [409] } },
      async (req) => withdrawLeave(ctx, currentUser(req), req.params.id),
    );
  };
}
