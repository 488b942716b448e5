import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse, MailboxQuery, MailboxResponse } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { APP_VERSION } from '../version.js';

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

    // The dev outbox exists only while mail is not really sent (no SMTP_URL).
    if (ctx.mailer.kind === 'outbox') {
      app.get(
        '/dev/mailbox',
        { schema: { tags: ['system'], querystring: MailboxQuery, response: { 200: MailboxResponse } } },
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
