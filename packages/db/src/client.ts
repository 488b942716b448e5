import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The query builder both drivers share; repositories only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain SQL access for libraries that bring their own SQL (pg-boss). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /** Connection string when on a server, so other libraries can open their own pool. */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /**
   * `dataDir` undefined means an in-memory database (tests). `from` starts it as a copy of a
   * `dumpPglite` image instead of an empty cluster: PGlite's initdb costs seconds, loading a
   * migrated image well under one, which adds up over a test suite's many databases.
   */
  | { dataDir?: string; from?: Blob };

/**
 * This package's migrations folder, found through the package's own name rather than this file's
 * address: the compiled server bundles this code elsewhere (apps/server/dist), where a path relative
 * to the module would point nowhere.
 */
const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@scriptloom/db')),
  '..',
  'migrations',
);
/** Arbitrary constant: serialises migrations when several processes start on one server. */
const MIGRATION_LOCK_KEY = 7_305_118_402;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url, options.poolSize) : openPglite(options.dataDir, options.from);
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, admin termination) is reported here;
  // unhandled it would crash the process. The pool discards that client and opens a new one.
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
  // Fail fast with the server's own message when the URL is wrong.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    url,
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite runs each statement on this thread, and runs statements that queue up one after another
 * without returning to the event loop: twelve requests reading a long transcript at once would
 * block every other request for all twelve reads. Here each statement outside a transaction waits
 * for the previous one and then one turn of the event loop, so other requests get in between and
 * the longest stall is one statement. PGlite runs one statement (or transaction) at a time
 * anyway, so nothing that could run together is serialised.
 */
function takingTurns(client: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    previous = result.catch(() => {});
    return result;
  };
  const queued = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      return queued.has(prop) ? (...args: unknown[]) => inTurn(async () => bound(...args)) : bound;
    },
  });
}

/**
 * drizzle's PGlite driver sends the same type parsers with every query (timestamps as text, which
 * it then turns into Dates itself), and PGlite merges them into a fresh copy of its whole parser
 * table, 300+ entries, on each query: about 0.2 ms, more than a primary-key lookup costs. Every
 * timestamp in our schema is a `timestamptz` read as a Date, which drizzle takes from PGlite's own
 * parser just as well, so drizzle gets a view of the client that leaves those parsers out.
 */
function withoutPerQueryParsers(client: PGlite): PGlite {
  const lean = (options?: QueryOptions) => (options?.parsers ? { ...options, parsers: undefined } : options);
  const leanTx = (tx: Transaction): Transaction =>
    Object.assign(Object.create(tx) as Transaction, {
      query: <T>(text: string, params?: unknown[], options?: QueryOptions) => tx.query<T>(text, params, lean(options)),
    });
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          target.query<T>(text, params, lean(options));
      }
      if (prop === 'transaction') {
        return <T>(fn: (tx: Transaction) => Promise<T>) => target.transaction((tx) => fn(leanTx(tx)));
      }
      // PGlite keeps private fields: its methods must run on the instance itself, not the proxy.
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** An image of an embedded database (its whole cluster, uncompressed), for `openDatabase({ from })`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = pgliteClients.get(database);
  if (!client) throw new Error('Only an embedded (PGlite) database can be dumped.');
  return (await client.dumpDataDir('none')) as Blob;
}

const pgliteClients = new WeakMap<Database, PGlite>();

async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  const client = takingTurns(
    await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(from ? { loadDataDir: from } : {}) }),
  );
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema }) as unknown as Db;
  const database: Database = {
    kind: 'pglite',
    db,
    async executeSql(text, values) {
      // PGlite's `query` takes one statement with parameters; `exec` takes a script without any.
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    close: () => client.close(),
  };
  pgliteClients.set(database, client);
  return database;
}
