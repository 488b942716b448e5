import { parseArgs } from 'node:util';
import { loadConfig, Role } from './config.js';
import { lockDataDir, DataDirLockedError } from './lib/data-dir-lock.js';
import { startRuntime } from './runtime.js';
import { buildApp } from './app.js';
import { safeError, safeMessage } from './lib/safe-error.js';
import { localBaseUrl, mailDeliveryNotice } from './mail/dev-outbox.js';

/**
 * Starts Scriptloom in one of three roles: `api` (HTTP only), `worker` (jobs only) or `all`.
 * `--role` on the command line wins over ROLE in the environment.
 */
async function main(): Promise<void> {
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
      : await buildApp(runtime.ctx, { databaseKind: runtime.database.kind, logger: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    await app?.close().catch(() => {});
    await runtime.close().catch(() => {});
    releaseLock();
    process.exit(0);
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
  }
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) {
    console.error(`[scriptloom] ${err.message}`);
    process.exit(2);
  }
  console.error('[scriptloom] could not start:', safeMessage(err));
  if (process.env.LOG_LEVEL === 'debug') console.error(safeError(err).stack);
  process.exit(1);
});
