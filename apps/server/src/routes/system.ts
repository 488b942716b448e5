import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse, MailboxQuery, MailboxResponse } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { APP_VERSION } from '../version.js';
import { devOutboxServed } from '../mail/dev-outbox.js';
import { isLocalRequest } from '../http/local-request.js';
import { routeNotFound } from '../http/errors.js';

export function systemRoutes(ctx: ServiceContext, databaseKind: 'pglite' | 'postgres'): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags: ['system'], response: { 200: HealthResponse } } }, async () => ({
      status: 'ok' as const,
      product: ctx.config.productName,
      database: databaseKind,
      role: ctx.config.role,
      version: APP_VERSION,
    }));

    app.get('/docs', { schema: { hide: true } }, async () => app.swagger());

    // Mail for anyone, with codes and reset links: only while mail is not really sent, never in
    // production, and to this machine alone. Anyone else finds no such route.
    if (devOutboxServed(ctx.config)) {
      app.get(
        '/dev/mailbox',
        {
          schema: { tags: ['system'], querystring: MailboxQuery, response: { 200: MailboxResponse } },
          onRequest: async (req) => {
            if (!isLocalRequest(req)) throw routeNotFound(req.method, req.url.split('?')[0] ?? '');
          },
        },
        async (req) =>
          (await ctx.repos.outbox.list(req.query.to)).map((m) => ({
            to: m.to,
            subject: m.subject,
            text: m.text,
            created_at: m.created_at.toISOString(),
          })),
      );
    }
  };
}
