import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dumpPglite, openDatabase, type Database } from '@scriptloom/db';

/**
 * One migrated embedded database per test process, copied for every test app: PGlite's initdb
 * takes seconds and a suite opens dozens of databases. The runtime still runs `migrate()` on each
 * copy, which then finds nothing to do.
 */
let migratedImage: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  migratedImage ??= (async () => {
    const template = await openDatabase({});
    try {
      await template.migrate();
      return await dumpPglite(template);
    } finally {
      await template.close();
    }
  })();
  return migratedImage;
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * On the PostgreSQL server, likewise: one database per test process is migrated, and every test
 * database is created as a copy of it (`create database ... template`), a fraction of the cost of
 * migrating each. The runtime still runs `migrate()` on each copy, which then finds nothing to do;
 * migrations on an empty database still run here, and in the tests that start a server process on
 * a database of its own. (The template stays on the server: `npm test`'s server is thrown away.)
 */
let template: Promise<{ name: string; strategy: string }> | undefined;
function migratedTemplate(serverUrl: string): Promise<{ name: string; strategy: string }> {
  template ??= (async () => {
    const name = `scriptloom_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const { rows } = await admin.query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
    await admin.end();
    const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
    try {
      await database.migrate();
    } finally {
      // A database can only be copied while nobody is connected to it.
      await database.close();
    }
    // PostgreSQL 15+ copies through the WAL by default, block by block; copying the files of a
    // database this small is several times quicker (about 40 against 250 ms).
    return { name, strategy: (rows[0]?.v ?? 0) >= 150000 ? ' strategy file_copy' : '' };
  })();
  return template;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database & { label: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return Object.assign(await openDatabase({ from: await migratedPglite() }), { label: 'pglite' });

  const name = `scriptloom_test_${randomBytes(6).toString('hex')}`;
  const { name: template, strategy } = await migratedTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}${strategy}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 5 });
  return {
    ...database,
    label: 'postgres',
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * True on the second integration pass, against a PostgreSQL server. Tests of behaviour that does not
 * touch the database engine (socket timeouts, the worker pool, temp folders, media decoding) run on
 * the first pass only, to keep `npm test` short; anything that reads or writes rows runs on both.
 */
export const onPostgresPass = Boolean(process.env.TEST_DATABASE_URL);
