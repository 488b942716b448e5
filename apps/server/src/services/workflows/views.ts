import type {
  PipelineStage,
  WorkflowAssignee,
  WorkflowEvent,
  WorkflowItem,
  WorkflowStatus,
} from '@scriptloom/contracts';
import type { FileRow, OrgMember, WorkflowEventRow, WorkflowListRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { visibleStage } from '../files/file-views.js';

/** A workflow as lists and its page show it; assignees whose account is gone are left out. */
export function toWorkflowItem(file: WorkflowListRow, people: ReadonlyMap<string, OrgMember>): WorkflowItem {
  const assignees: WorkflowAssignee[] = [];
  for (const id of file.assignees) {
    const person = people.get(id);
    if (person) assignees.push({ id, name: person.name, email: person.email });
  }
  return {
    id: file.id,
    title: file.title,
    file_type: file.file_type,
    duration: file.duration_sec,
    processing_status: file.status,
    stage: visibleStage(file) satisfies PipelineStage,
    progress: Math.round(file.progress),
    error: file.error,
    workflow_status: file.workflow_status as WorkflowStatus,
    special_status: file.special_status,
    review_complete: file.review_complete,
    assignees,
    editing_start_time: file.editing_start_time?.toISOString() ?? null,
    public_url: file.public_url,
    public_url_original: file.public_url_original,
    revision: file.workflow_revision,
    created_at: file.created_at.toISOString(),
    updated_at: file.updated_at.toISOString(),
  };
}

/** Workflows with their assignees' names: one query for all the people of all the rows. */
export async function toWorkflowItems(ctx: ServiceContext, rows: readonly WorkflowListRow[]): Promise<WorkflowItem[]> {
  const people = await ctx.repos.workflows.people(rows.flatMap((r) => r.assignees));
  return rows.map((r) => toWorkflowItem(r, people));
}

/** One workflow with its assignees' names (one query for the people). */
export async function workflowItem(ctx: ServiceContext, file: FileRow): Promise<WorkflowItem> {
  return toWorkflowItem(file, await ctx.repos.workflows.people(file.assignees));
}

export function toWorkflowEvent(row: WorkflowEventRow): WorkflowEvent {
  return {
    id: row.id,
    action: row.action as WorkflowEvent['action'],
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? 'A former member' } : null,
    from: row.from_value,
    to: row.to_value,
    override: row.detail?.override === true,
    at: row.created_at.toISOString(),
  };
}
