import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileFields = Partial<
  Pick<
    UserRow,
    'first_name' | 'last_name' | 'podcast_name' | 'company_name' | 'bio' | 'vocabulary' | 'profanity_filter'
  >
>;

export function usersRepo(db: Db) {
  /**
   * Every authenticated request looks its user up by id, so the query is prepared once: not built
   * again each time, and on PostgreSQL parsed and planned once per connection.
   */
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /** Returns undefined when the email is taken (the unique index decides, so races are safe). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    async updateProfile(id: string, fields: ProfileFields): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...fields, updated_at: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async markEmailVerified(id: string): Promise<void> {
      await db
        .update(users)
        .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())`, updated_at: new Date() })
        .where(eq(users.id, id));
    },
    async setTwoStep(id: string, enabled: boolean): Promise<void> {
      await db.update(users).set({ two_step_enabled: enabled, updated_at: new Date() }).where(eq(users.id, id));
    },
    /**
     * Sets a new password hash and bumps the token version, but only if the version is still the
     * one the caller read: two concurrent changes cannot both win.
     */
    async replacePassword(
      id: string,
      passwordHash: string,
      expectedTokenVersion: number,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          password_hash: passwordHash,
          token_version: sql`${users.token_version} + 1`,
          updated_at: new Date(),
        })
        .where(and(eq(users.id, id), eq(users.token_version, expectedTokenVersion)))
        .returning();
      return row;
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
