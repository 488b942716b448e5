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
import { MEDIA_URL_TTL_S } from '../../storage/media-links.js';

/** Signed links to a workflow's media; a list leaves them out (null). */
interface WorkflowLinks {
  public_url: string | null;
  public_url_original: string | null;
}
const NO_LINKS: WorkflowLinks = { public_url: null, public_url_original: null };

/** A workflow as lists and its page show it; assignees whose account is gone are left out. */
export function toWorkflowItem(
  file: WorkflowListRow,
  people: ReadonlyMap<string, OrgMember>,
  links: WorkflowLinks = NO_LINKS,
): WorkflowItem {
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
    public_url: links.public_url,
    public_url_original: links.public_url_original,
    revision: file.workflow_revision,
    created_at: file.created_at.toISOString(),
    updated_at: file.updated_at.toISOString(),
  };
}

/** Workflows with their assignees' names: one query for all the people of all the rows. */
export async function toWorkflowItems(ctx: ServiceContext, rows: readonly WorkflowListRow[]): Promise<WorkflowItem[]> {
  const people = await ctx.repos.members.people(rows.flatMap((r) => r.assignees));
  return rows.map((r) => toWorkflowItem(r, people));
}

/**
 * One workflow with its assignees' names and signed links (docs/product.md#workflows): `public_url`
 * to the playable MP3 once processing made it, `public_url_original` to the upload as it came.
 * Signed per answer, like the details' media links, so a stored link never outlives its signature.
 */
export async function workflowItem(ctx: ServiceContext, file: FileRow): Promise<WorkflowItem> {
  const sign = (key: string) => ctx.storage.signedDownloadUrl(key, { ttlSeconds: MEDIA_URL_TTL_S });
  const [people, publicUrl, originalUrl] = await Promise.all([
    ctx.repos.members.people(file.assignees),
    file.playback_key ? sign(file.playback_key) : null,
    sign(file.original_key),
  ]);
  return toWorkflowItem(file, people, { public_url: publicUrl, public_url_original: originalUrl });
}

export function toWorkflowEvent(row: WorkflowEventRow): WorkflowEvent {
  return {
    id: row.id,
    action: row.action as WorkflowEvent['action'],
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? 'A former member' } : null,
    from: row.from_value,
    to: row.to_value,
    override: row.detail?.override === true,
    auto: row.detail?.auto === true,
    ...(row.action === 'link_decision' && {
      via_link: {
        name: typeof row.detail?.name === 'string' ? row.detail.name : '',
        note: typeof row.detail?.note === 'string' ? row.detail.note : null,
      },
    }),
    at: row.created_at.toISOString(),
  };
}
