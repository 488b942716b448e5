import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientSettingsResponse, HealthResponse, MailboxQuery, MailboxResponse } from '@scriptloom/contracts';
import { engineLanguages } from '@scriptloom/speech';
import { APP_VERSION } from '../version.js';
import type { ServiceContext } from '../services/context.js';
import { devOutboxServed } from '../mail/dev-outbox.js';
import { onlyFromThisMachine } from '../http/local-request.js';
import { health } from '../services/system/health.js';
import { devMailbox } from '../services/system/dev-mailbox.js';
import { publicRoute } from '../http/access-guard.js';

export function systemRoutes(ctx: ServiceContext, databaseKind: 'pglite' | 'postgres'): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { ...publicRoute, schema: { tags: ['system'], response: { 200: HealthResponse } } }, async () =>
      health(ctx, databaseKind),
    );

    // Public: the web app asks before anyone signs in. A Sentry DSN is made to be known to browsers.
    app.get(
      '/client-settings',
      { ...publicRoute, schema: { tags: ['system'], response: { 200: ClientSettingsResponse } } },
      async () => ({
        error_reports_dsn: ctx.config.sentryDsn ?? null,
        version: APP_VERSION,
        languages: engineLanguages(ctx.config.asr)?.slice() ?? null,
      }),
    );

    app.get('/docs', { ...publicRoute, schema: { hide: true } }, async () => app.swagger());

    // Mail for anyone, with codes and reset links: only while mail is not really sent, never in
    // production, and to this machine alone. Anyone else finds no such route.
    if (devOutboxServed(ctx.config)) {
      app.get(
        '/dev/mailbox',
        {
          ...publicRoute,
          schema: { tags: ['system'], querystring: MailboxQuery, response: { 200: MailboxResponse } },
          onRequest: onlyFromThisMachine,
        },
        async (req) => devMailbox(ctx, req.query.to),
      );
    }
  };
}
