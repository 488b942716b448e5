import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from './services/context.js';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.js';
import { installAccessGuard } from './http/access-guard.js';
import { routeNotFound } from './http/errors.js';
import { installInputGuard } from './http/input-guard.js';
import { openApiOptions } from './http/openapi/options.js';
import { FORM_LIMITS } from './http/multipart.js';
import { idleBodyTimeout } from './http/idle-body-timeout.js';
import { requestMetrics } from './http/request-metrics.js';
import { authRoutes } from './routes/auth.js';
import { userRoutes } from './routes/user.js';
import { systemRoutes } from './routes/system.js';
import { registerWebApp } from './routes/web.js';
import { filesRoutes } from './routes/files.js';
import { editorRoutes } from './routes/editor.js';
import { versionsRoutes } from './routes/versions.js';
import { storageRoutes } from './routes/storage.js';
import { insightsRoutes } from './routes/insights.js';
import { audiogramsRoutes } from './routes/audiograms.js';
import { editRenderRoutes } from './routes/edit-render.js';
import { billingRoutes } from './routes/billing.js';
import { articlesRoutes } from './routes/articles.js';
import { exportsRoutes } from './routes/exports.js';
import { enterpriseTranscriptRoutes } from './routes/enterprise-transcript.js';
import { metricsRoutes } from './routes/metrics.js';
import { workflowsRoutes } from './routes/workflows.js';
import { enterprisePeopleRoutes } from './routes/enterprise-people.js';
import { invitationsRoutes } from './routes/invitations.js';
import { leaveRoutes } from './routes/leave.js';
import { autoAssignRoutes } from './routes/auto-assign.js';
import { hiringRoutes } from './routes/hiring.js';
import { disputesRoutes } from './routes/disputes.js';
import { feedsRoutes } from './routes/feeds.js';
import { publishRoutes } from './routes/publish.js';
import { shareRoutes } from './routes/share.js';
import { APP_VERSION } from './version.js';

export interface AppOptions {
  databaseKind: 'pglite' | 'postgres';
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /**
   * Logs requests through this logger: the runtime's, so request and job lines share one stream,
   * format and level (its serializers keep bodies, headers and query values out). None when absent.
   */
  logger?: FastifyBaseLogger;
  /**
   * `monitoring`: only /api/health and /api/metrics, for a worker-only process, whose job figures
   * live in its own memory and would otherwise never reach a scraper.
   */
  routes?: 'all' | 'monitoring';
}

/** The HTTP app: every route under /api, then the web app for everything else. */
export async function buildApp(ctx: ServiceContext, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, ctx.reports);
  installInputGuard(app);
  // Fastify's requestTimeout stays off (a whole-request deadline would cut slow, steady uploads);
  // bodies are cut off when they go silent instead.
  app.addHook('onRequest', idleBodyTimeout(ctx.config.uploadIdleTimeoutMs));
  app.addHook('onResponse', requestMetrics(ctx.metrics));

  await app.register(fastifySwagger, openApiOptions(`${ctx.config.productName} API`, APP_VERSION));

  // Uploads stream through; our own byte counter enforces each plan's limit, this is the hard cap.
  await app.register(fastifyMultipart, {
    limits: { fileSize: ctx.config.maxUploadBytes + 1, ...FORM_LIMITS },
  });
  // Only the `reply.sendFile` helper (range requests for media); serving the web app is separate.
  await app.register(fastifyStatic, { root: ctx.config.mediaDir, serve: false });

  const monitoringOnly = options.routes === 'monitoring';
  // Before any route: sign-in by default under /api, and every enterprise route's role check.
  installAccessGuard(app, ctx);
  await app.register(
    async (api) => {
      await api.register(systemRoutes(ctx, options.databaseKind));
      await api.register(metricsRoutes(ctx));
      if (monitoringOnly) return;
      await api.register(authRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(invitationsRoutes(ctx));
      await api.register(filesRoutes(ctx));
      await api.register(editorRoutes(ctx));
      await api.register(versionsRoutes(ctx));
      await api.register(storageRoutes(ctx));
      await api.register(insightsRoutes(ctx));
      await api.register(articlesRoutes(ctx));
      await api.register(audiogramsRoutes(ctx));
      await api.register(editRenderRoutes(ctx));
      await api.register(billingRoutes(ctx));
      await api.register(exportsRoutes(ctx));
      await api.register(enterpriseTranscriptRoutes(ctx));
      await api.register(workflowsRoutes(ctx));
      await api.register(enterprisePeopleRoutes(ctx));
      await api.register(leaveRoutes(ctx));
      await api.register(autoAssignRoutes(ctx));
      await api.register(hiringRoutes(ctx));
      await api.register(disputesRoutes(ctx));
      await api.register(feedsRoutes(ctx));
      await api.register(shareRoutes(ctx));
    },
    { prefix: '/api' },
  );
  // Its signed-in routes under /api and the public addresses under /p (docs/product.md#publishing).
  if (!monitoringOnly) await app.register(publishRoutes(ctx));

  if (options.serveWeb !== false && !monitoringOnly) await registerWebApp(app, ctx.config.webDist);
  else
    app.setNotFoundHandler((req) => {
      throw routeNotFound(req);
    });
  return app;
}
