import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { appSettings } from '../schema/index.js';

export function settingsRepo(db: Db) {
  return {
    /**
     * Reads a setting, creating it with `initial()` the first time. The first writer wins, so every
     * process sharing the database ends up with the same value.
     */
    async getOrCreate(key: string, initial: () => string): Promise<string> {
      await db.insert(appSettings).values({ key, value: initial() }).onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
      return row!.value;
    },
  };
}
