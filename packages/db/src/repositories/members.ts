import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';
import type { ProfileFields, UserRow } from './users.js';
import { memberName } from './workflow-events.js';

/** What the member lists show of an account. */
export type MemberRow = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'org_role'>;

/** A person as workflows name them: in assignments, history lines, the assignee lists. */
export interface OrgMember {
  id: string;
  name: string;
  email: string;
  role: string | null;
}

export const orgMember = (u: MemberRow): OrgMember => ({
  id: u.id,
  name: memberName(u),
  email: u.email,
  role: u.org_role,
});

const memberColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  org_role: users.org_role,
};

/**
 * The accounts of an organisation (docs/product.md#organisations), as the members page, hiring,
 * workflows and auto-assign look them up. Joining and leaving are the organisation's, the
 * invitations' and the list's (organisations.ts, invitations.ts, valid-users.ts), under the
 * membership locks.
 */
export function membersRepo(db: Db) {
  return {
    /** The organisation's members, by email. */
    async list(orgId: string): Promise<MemberRow[]> {
      return db.select(memberColumns).from(users).where(eq(users.org_id, orgId)).orderBy(asc(users.email));
    },

    /** A member of this organisation; anyone else (another organisation's, a personal account) is undefined. */
    async find(orgId: string, userId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.org_id, orgId)));
      return row;
    },

    /** Ids of the organisation's members with `role`. */
    async withRole(orgId: string, role: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.org_id, orgId), eq(users.org_role, role)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Names and emails of the given accounts (assignees), in one query, whichever organisation they
     * are in now: someone who left is still named on the work they were given.
     */
    async people(ids: readonly string[]): Promise<Map<string, OrgMember>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select(memberColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((u) => [u.id, orgMember(u)]));
    },

    /** Replaces a member's profile fields, only while they are still in this organisation. */
    async updateProfile(orgId: string, userId: string, fields: ProfileFields): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...fields, updated_at: new Date() })
        .where(and(eq(users.id, userId), eq(users.org_id, orgId)))
        .returning();
      return row;
    },
  };
}
export type MembersRepo = ReturnType<typeof membersRepo>;
