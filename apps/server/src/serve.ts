import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { loadConfig, Role } from './config.js';
import { lockDataDir, DataDirLockedError } from './lib/data-dir-lock.js';
import { startRuntime, type Runtime } from './runtime.js';
import { buildApp } from './app.js';
import { safeError, safeMessage } from './lib/safe-error.js';
import { localBaseUrl, mailDeliveryNotice } from './mail/dev-outbox.js';
import { closeGracefully } from './http/graceful-close.js';

export interface ServeOptions {
  /**
   * Adds to the HTTP app before it listens. The shipped entry (main.ts) adds nothing; the browser
   * tests' own entry (e2e/server/main.ts) adds the route that seeds their processed files.
   */
  extendApp?: (app: FastifyInstance, runtime: Runtime) => Promise<void>;
}

/**
 * Starts Scriptloom in one of three roles: `api` (HTTP only), `worker` (jobs only) or `all`.
 * `--role` on the command line wins over ROLE in the environment.
 */
export async function serve(options: ServeOptions = {}): Promise<void> {
  const { values } = parseArgs({ options: { role: { type: 'string' } }, strict: false });
  const role = values.role === undefined ? undefined : Role.parse(values.role);
  const config = loadConfig(process.env, role ? { role } : {});
  const log = (msg: string) => console.log(`[scriptloom] ${msg}`);

  // The embedded database belongs to one process; a server database is shared by many.
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const started = Date.now();
  const runtime = await startRuntime(config, { log });
  const app =
    config.role === 'worker'
      ? undefined
      : await buildApp(runtime.ctx, { databaseKind: runtime.database.kind, logger: runtime.logger });
  if (app) await options.extendApp?.(app, runtime);
  // A worker-only process serves nothing, unless asked to show its health and job metrics.
  const monitoring =
    config.role === 'worker' && config.metricsPort
      ? await buildApp(runtime.ctx, {
          databaseKind: runtime.database.kind,
          logger: runtime.logger,
          serveWeb: false,
          routes: 'monitoring',
        })
      : undefined;

  let stopping = false;
  /**
   * A clean stop: no new request or job is taken, running ones get SHUTDOWN_GRACE_S to finish (jobs
   * still running then are handed back to the queue, which retries them), then the database is
   * closed and the data directory released. Exits 0 when all of that went well.
   */
  const stop = async (signal: string) => {
    // Ctrl-C reaches both `npm start` and this process, which then hears it twice.
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceMs;
    const busy = runtime.queue.running().length;
    log(
      `${signal}: stopping; taking no new ${app ? 'requests or ' : ''}jobs` +
        (busy ? `, waiting up to ${graceMs / 1000} s for ${busy} running job${busy === 1 ? '' : 's'}` : ''),
    );
    let code = 0;
    // Whatever fails on the way, the later steps still run: the database is closed and the data
    // directory released, and the exit code says it was not clean.
    const failed = (what: string) => (err: unknown) => {
      code = 1;
      console.error(`[scriptloom] ${what}:`, safeMessage(err));
      return undefined;
    };
    const [http, , jobs] = await Promise.all([
      app ? closeGracefully(app, graceMs).catch(failed('the HTTP server did not close cleanly')) : undefined,
      monitoring?.close().catch(failed('the metrics listener did not close cleanly')),
      runtime.queue.stop({ graceMs }).catch(failed('the job queue did not stop cleanly')),
    ]);
    if (http?.cutOff) log(`requests still open after ${graceMs / 1000} s were cut off`);
    if (jobs?.finished) log(`${jobs.finished} running job${jobs.finished === 1 ? '' : 's'} finished`);
    if (jobs?.handedBack.length) log(`handed back to the queue, to run again: ${jobs.handedBack.join(', ')}`);
    await runtime
      .close()
      .then(() => log('database closed; stopped'))
      .catch(failed('could not close cleanly'));
    releaseLock();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('exit', releaseLock);

  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
  log(mailDeliveryNotice(config));
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    log(`role ${config.role} on ${where}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const everywhere = config.host === '0.0.0.0' || config.host === '::';
    log(
      everywhere
        ? `listening on every network interface (HOST=${config.host}), port ${config.port}`
        : `listening on ${config.host} only (HOST to choose another interface)`,
    );
    log(`open ${localBaseUrl(config)}`);
  } else {
    log(`worker on ${where}; pulling jobs`);
    if (monitoring) {
      await monitoring.listen({ port: config.metricsPort, host: config.host });
      log(`health and metrics on ${config.host}:${config.metricsPort} (/api/health, /api/metrics)`);
    }
  }
}

/** Says why the server could not start and exits (2: another process holds the data directory). */
export function exitOnStartFailure(err: unknown): never {
  if (err instanceof DataDirLockedError) {
    console.error(`[scriptloom] ${err.message}`);
    process.exit(2);
  }
  console.error('[scriptloom] could not start:', safeMessage(err));
  if (process.env.LOG_LEVEL === 'debug') console.error(safeError(err).stack);
  process.exit(1);
}
