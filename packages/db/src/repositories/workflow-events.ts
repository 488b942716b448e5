import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users, workflowEvents } from '../schema/index.js';

/** One line of a workflow's history as written (docs/product.md#workflow-history). */
export interface NewWorkflowEvent {
  file_id: string;
  org_id: string;
  actor_id: string | null;
  action: string;
  from_value?: string | null;
  to_value?: string | null;
  detail?: Record<string, unknown> | null;
}

/** A history line with the actor's name as it reads now (null when the product acted, or the account is gone). */
export interface WorkflowEventRow {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  from_value: string | null;
  to_value: string | null;
  detail: Record<string, unknown> | null;
  created_at: Date;
}

/** A member's display name: their full name, or their email when they gave none. */
export const memberName = (u: { first_name: string; last_name: string; email: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;

/**
 * Writes history lines inside the caller's transaction, so a change and its record commit together.
 * `clock_timestamp()` rather than the transaction's start time: several lines written by one
 * transaction (a copy, a takeover) still read in the order they were written.
 */
export async function insertWorkflowEvents(tx: Db, events: readonly NewWorkflowEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(workflowEvents).values(
    events.map((e) => ({
      file_id: e.file_id,
      org_id: e.org_id,
      actor_id: e.actor_id,
      action: e.action,
      from_value: e.from_value ?? null,
      to_value: e.to_value ?? null,
      detail: e.detail ?? null,
      created_at: sql`clock_timestamp()`,
    })),
  );
}

export function workflowEventsRepo(db: Db) {
  return {
    /**
     * A workflow's history, oldest first, with actor names, in one query. The caller has already
     * been found allowed to read the workflow; `orgId` keeps another organisation's lines out even so.
     */
    async history(fileId: string, orgId: string): Promise<WorkflowEventRow[]> {
      return db
        .select({
          id: workflowEvents.id,
          action: workflowEvents.action,
          actor_id: workflowEvents.actor_id,
          actor_name: sql<
            string | null
          >`nullif(coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email}), '')`,
          from_value: workflowEvents.from_value,
          to_value: workflowEvents.to_value,
          detail: workflowEvents.detail,
          created_at: workflowEvents.created_at,
        })
        .from(workflowEvents)
        .leftJoin(users, eq(users.id, workflowEvents.actor_id))
        .where(sql`${workflowEvents.file_id} = ${fileId} and ${workflowEvents.org_id} = ${orgId}`)
        .orderBy(asc(workflowEvents.created_at), asc(workflowEvents.id));
    },
  };
}
export type WorkflowEventsRepo = ReturnType<typeof workflowEventsRepo>;
