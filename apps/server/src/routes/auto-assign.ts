import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AutoAssignQuery, AutoAssignResponse, AutoAssignSettings } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { autoAssignSettings, setAutoAssignSchedule, triggerAutoAssign } from '../services/auto-assign/admin.js';

const tags = ['auto-assign'];
const security = [{ bearer: [] }];

/** Auto-assign (docs/product.md#auto-assign); admins only, as the permission table says. */
export function autoAssignRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/trigger-auto-assign',
      { schema: { tags, security, querystring: AutoAssignQuery, response: { 200: AutoAssignResponse } } },
      async (req) => triggerAutoAssign(ctx, currentUser(req), req.query.type),
    );
    app.get('/admin/auto-assign', { schema: { tags, security, response: { 200: AutoAssignSettings } } }, async (req) =>
      autoAssignSettings(ctx, currentUser(req)),
    );
    app.put(
      '/admin/auto-assign',
      { schema: { tags, security, body: AutoAssignSettings, response: { 200: AutoAssignSettings } } },
      async (req) => setAutoAssignSchedule(ctx, currentUser(req), req.body),
    );
  };
}
