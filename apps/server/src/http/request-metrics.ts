import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics.js';

/** Requests no route matched share one label: their paths are whatever a client made up. */
const UNMATCHED = 'unmatched';

/**
 * Counts every answered request by method, route pattern (`/api/up/status/:id`, never the URL with
 * its ids and query values) and status, with its duration.
 */
export function requestMetrics(metrics: Metrics) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    metrics.httpRequest(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  };
}
