import { randomUUID } from 'node:crypto';
import { dumpPglite, openDatabase, schema, type Database } from '../../src/index.js';

/**
 * One image of a freshly migrated PGlite per test process (vitest reuses its workers between
 * files): initdb and the migrations take seconds, opening a copy of the image well under one.
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
 * A fresh in-memory PGlite with every migration applied (call it in beforeAll): a copy of the
 * migrated image, on which `migrate()` runs again and finds nothing to do, as at a restart.
 */
export async function openMigratedDatabase(): Promise<Database> {
  const database = await openDatabase({ from: await migratedPglite() });
  await database.migrate();
  return database;
}

/** One user per address; their ids, in the same order. */
export async function insertUsers(database: Database, ...emails: string[]): Promise<string[]> {
  const users = await database.db
    .insert(schema.users)
    .values(emails.map((email) => ({ email, password_hash: 'x' })))
    .returning({ id: schema.users.id });
  return users.map((u) => u.id);
}

/** A file row of `userId` with plausible metadata; `values` overrides any column. */
export async function insertFile(
  database: Database,
  userId: string,
  values: Partial<typeof schema.files.$inferInsert> = {},
): Promise<string> {
  const id = values.id ?? randomUUID();
  await database.db.insert(schema.files).values({
    id,
    user_id: userId,
    title: 'Episode',
    file_name: 'e.mp3',
    file_type: 'audio',
    format_name: 'mp3',
    size_bytes: 1,
    duration_sec: 2,
    original_key: `k/${id}`,
    ...values,
  });
  return id;
}
