import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { files } from '../../schema/index.js';

/**
 * What auto-assign reads to choose (docs/product.md#auto-assign): each member's open work and the
 * workflows waiting for someone of a stage's role. The assignment itself is a change of the
 * workflow (`workflowsRepo.change`), which checks again under the row lock.
 */
export function workflowAssignmentsRepo(db: Db) {
  return {
    /** How many open workflows (not Submitted) each member of the organisation is assigned to. */
    async openAssignments(orgId: string): Promise<Map<string, number>> {
      const assigned = db
        .select({ user_id: sql<string>`unnest(${files.assignees})`.as('user_id') })
        .from(files)
        .where(and(eq(files.org_id, orgId), sql`${files.workflow_status} <> 'Publication'`))
        .as('assigned');
      const rows = await db
        .select({ user_id: assigned.user_id, open: sql<number>`count(*)`.mapWith(Number) })
        .from(assigned)
        .groupBy(assigned.user_id);
      return new Map(rows.map((r) => [r.user_id, r.open]));
    },

    /**
     * Processed workflows of the organisation in one of `statuses` with none of `roleMembers`
     * assigned, oldest first: what a review stage has waiting for someone of its role.
     */
    async waitingForStage(
      orgId: string,
      statuses: readonly string[],
      roleMembers: readonly string[],
      limit: number,
    ): Promise<{ id: string; title: string }[]> {
      return db
        .select({ id: files.id, title: files.title })
        .from(files)
        .where(
          and(
            eq(files.org_id, orgId),
            eq(files.status, 'processed'),
            inArray(files.workflow_status, [...statuses]),
            roleMembers.length
              ? sql`not (${files.assignees} && array[${sql.join(
                  roleMembers.map((m) => sql`${m}`),
                  sql`, `,
                )}]::uuid[])`
              : undefined,
          ),
        )
        .orderBy(asc(files.created_at), asc(files.id))
        .limit(limit);
    },
  };
}
export type WorkflowAssignmentsRepo = ReturnType<typeof workflowAssignmentsRepo>;
