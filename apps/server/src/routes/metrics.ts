import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../services/context.js';
import { isLocalRequest } from '../http/local-request.js';
import { routeNotFound } from '../http/errors.js';
import { publicRoute } from '../http/access-guard.js';
import { textAnswer } from '../http/openapi/file-answers.js';

/** True when the request carries `Authorization: Bearer <METRICS_TOKEN>`. */
function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Prometheus metrics. Nothing in them names a person or a file (see lib/metrics.ts), but they tell
 * how busy the service is and which routes fail, which is nobody else's business: a scraper on
 * this machine reads them freely; one elsewhere needs METRICS_TOKEN. Anyone else finds no route.
 */
export function metricsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics',
      {
        ...publicRoute,
        schema: {
          tags: ['system'],
          summary: 'Prometheus metrics (text exposition format)',
          description:
            'Requests by method, route pattern and status; job attempts by name, stage and outcome; queue ' +
            'depth. Answered to this machine, or with `Authorization: Bearer <METRICS_TOKEN>`; 404 otherwise.',
          response: { 200: textAnswer(ctx.metrics.contentType, 'The metrics') },
          errors: [404],
        },
        onRequest: async (req) => {
          if (!isLocalRequest(req) && !hasMetricsToken(req, ctx.config.metricsToken)) {
            throw routeNotFound(req);
          }
        },
      },
      async (_req, reply) => reply.type(ctx.metrics.contentType).send(await ctx.metrics.render()),
    );
  };
}
