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

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database & { label: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return Object.assign(await openDatabase({ from: await migratedPglite() }), { label: 'pglite' });

  const name = `scriptloom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
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
