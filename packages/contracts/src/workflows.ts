import { z } from 'zod';
import { FileStatus, PipelineStage, FileType, ProcessedData, UploadFields } from './files.js';
import { SafeText, TEXT_LIMITS } from './text.js';
import { ExpectedVersion, Snippet } from './transcript.js';
import { WorkflowStatus } from './workflow-status.js';

/** Enterprise workflow list page size (docs/product.md#workflows). */
export const WORKFLOW_PAGE_SIZE = 50;
/** The longest special status (a free label an admin or QA puts on workflows, e.g. "Rush"). */
export const SPECIAL_STATUS_MAX = 60;
/** At most this many workflows in one bulk call, and copies in one copy call. */
export const WORKFLOW_BULK_MAX = 200;
export const WORKFLOW_COPIES_MAX = 50;

const Id = z.string().uuid('Not a valid id.');
const Ids = z.array(Id).min(1, 'Choose at least one workflow.').max(WORKFLOW_BULK_MAX);

/** `POST /enterprise/workflow`: the same multipart fields as a personal upload. */
export const WorkflowUploadFields = UploadFields;

export const WorkflowSortBy = z.enum(['created_at', 'updated_at', 'title', 'workflow_status']);
export const ProcessingStatusFilter = z.enum(['all', 'processing', 'processed', 'failed']);

/** `GET /enterprise/workflow` */
export const WorkflowListQuery = z.object({
  processing_status: ProcessingStatusFilter.default('all'),
  /** One status, or several comma-separated. */
  workflow_status: z
    .string()
    .max(200)
    .optional()
    .transform((v, c) => {
      if (!v) return undefined;
      const parts = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const parsed = z.array(WorkflowStatus).safeParse(parts);
      if (!parsed.success) {
        c.addIssue({ code: 'custom', message: 'Unknown workflow status.' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  /** Matches titles (case-insensitive, anywhere in the title). */
  text: SafeText(TEXT_LIMITS.title).trim().optional(),
  sort_by: WorkflowSortBy.default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(WORKFLOW_PAGE_SIZE).default(WORKFLOW_PAGE_SIZE),
});
export type WorkflowListQuery = z.input<typeof WorkflowListQuery>;

export const WorkflowAssignee = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type WorkflowAssignee = z.infer<typeof WorkflowAssignee>;

/** A workflow as lists and its page show it, without its transcript (docs/product.md#workflows). */
export const WorkflowItem = z.object({
  id: z.string(),
  title: z.string(),
  file_type: FileType,
  duration: z.number().nullable(),
  processing_status: FileStatus,
  stage: PipelineStage,
  progress: z.number(),
  error: z.string().nullable(),
  workflow_status: WorkflowStatus,
  special_status: z.string().nullable(),
  review_complete: z.boolean(),
  assignees: z.array(WorkflowAssignee),
  editing_start_time: z.string().nullable(),
  /** Signed link (12 h) to the playable MP3 once processed; null in lists. */
  public_url: z.string().nullable(),
  /** Signed link (12 h) to the upload as it came; null in lists. */
  public_url_original: z.string().nullable(),
  /** Send it back with a change: a change made by someone else in between answers 409. */
  revision: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkflowItem = z.infer<typeof WorkflowItem>;

/** A workflow's transcript: its paragraphs and when the document was last written. */
export const WorkflowTranscript = z.object({ transcript: z.array(Snippet), updated_at: z.string() });
export type WorkflowTranscript = z.infer<typeof WorkflowTranscript>;

/**
 * `GET /enterprise/workflow/{id}`: the workflow with its transcript and processed_data, both null
 * until processing has written them. Lists and the answers of changes carry the WorkflowItem alone.
 */
export const WorkflowDetails = WorkflowItem.extend({
  transcript: WorkflowTranscript.nullable(),
  processed_data: ProcessedData.nullable(),
});
export type WorkflowDetails = z.infer<typeof WorkflowDetails>;

export const WorkflowListResponse = z.object({ items: z.array(WorkflowItem), total: z.number().int() });
export type WorkflowListResponse = z.infer<typeof WorkflowListResponse>;

/** Every change to one workflow may carry the revision it was made on (409 `WORKFLOW_CHANGED` if stale). */
const Revision = z.object({ revision: z.number().int().min(0).optional() });

export const CopyWorkflowRequest = z.object({
  num_copies: z.number().int().min(1).max(WORKFLOW_COPIES_MAX).default(1),
  /** The first copy's number in its title ("Title (copy 3)"); counting on from there. */
  start_index: z.number().int().min(1).max(100_000).default(1),
});
export const CopyWorkflowResponse = z.object({ message: z.string(), ids: z.array(z.string()) });

/** Which stages run again: everything from speech recognition, from speakers, or the insights only. */
export const ReprocessType = z.enum(['all', 'speakers', 'insights']);
export const ReprocessWorkflowRequest = z.object({ type: ReprocessType.default('all') });
export const MessageResponse = z.object({ message: z.string() });

export const RenameWorkflowRequest = Revision.extend({
  new_title: SafeText(TEXT_LIMITS.title).trim().min(1, 'Give the workflow a title.'),
});
export const WorkflowStatusRequest = Revision.extend({ workflow_status: WorkflowStatus });
export const BulkStatusRequest = z.object({ workflow_ids: Ids, workflow_status: WorkflowStatus });
export const BulkSpecialStatusRequest = z.object({
  workflow_ids: Ids,
  /** null or empty clears it. */
  special_status: SafeText(SPECIAL_STATUS_MAX).trim().nullable(),
});
export const ValidateWorkflowRequest = z.object({ validate: z.boolean(), user_id: Id.optional() });
export const QaTakeoverRequest = z.object({ workflow_ids: Ids, je_completion: z.boolean().default(false) });
export const AssignMemberRequest = z.object({ workflow_ids: Ids, assignee: Id });
export const AssigneeRequest = Revision.extend({ user_id: Id });
export const WorkflowSpeakersRequest = z.object({
  version: ExpectedVersion,
  speakers: z.array(z.object({ name: SafeText(TEXT_LIMITS.speakerName).trim().min(1) })).max(50),
});

/** What a bulk call did to each workflow it was given. */
export const BulkResult = z.object({
  updated: z.array(z.string()),
  /** Workflows left alone, with why (not found, a move the role may not make, ...). */
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
  message: z.string(),
});
export type BulkResult = z.infer<typeof BulkResult>;

/** One line of a workflow's history (docs/product.md#workflow-history). */
export const WorkflowEvent = z.object({
  id: z.string(),
  action: z.enum([
    'uploaded',
    'status',
    'special_status',
    'assigned',
    'unassigned',
    'qa_takeover',
    'review_submitted',
    'validated',
    'completed',
    'renamed',
    'copied',
    'reprocessed',
    'deleted',
    'speakers',
    // A decision through a review link (docs/product.md#review-links): `to` is approve or request_changes.
    'link_decision',
  ]),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** True when an admin made a status move the transition table does not list. */
  override: z.boolean(),
  /** True for an assignment auto-assign made (with no actor when the schedule ran it). */
  auto: z.boolean(),
  /** Who acted through a review link (no account): the name and the note they typed. */
  via_link: z.object({ name: z.string(), note: z.string().nullable() }).nullable().optional(),
  at: z.string(),
});
export type WorkflowEvent = z.infer<typeof WorkflowEvent>;
export const WorkflowHistoryResponse = z.object({ items: z.array(WorkflowEvent) });
