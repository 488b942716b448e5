import {
  ProcessingStatusFilter,
  WORKFLOW_PAGE_SIZE,
  WORKFLOW_STATUSES,
  WorkflowSortBy,
  type WorkflowStatus,
} from '@scriptloom/contracts';

export type ProcessingFilter = (typeof ProcessingStatusFilter.options)[number];
export type SortBy = (typeof WorkflowSortBy.options)[number];
export type SortOrder = 'asc' | 'desc';

/** What the workflow list shows, as the page holds it (and its address carries it). */
export interface WorkflowListArgs {
  processing: ProcessingFilter;
  /** Statuses shown; empty shows every status. */
  statuses: WorkflowStatus[];
  /** Title search, as typed. */
  text: string;
  sortBy: SortBy;
  sortOrder: SortOrder;
  /** Zero-based page of WORKFLOW_PAGE_SIZE rows. */
  page: number;
}

/** The server's defaults (WorkflowListQuery): newest first, every processing state and status. */
export const DEFAULT_WORKFLOW_ARGS: WorkflowListArgs = {
  processing: 'all',
  statuses: [],
  text: '',
  sortBy: 'created_at',
  sortOrder: 'desc',
  page: 0,
};

export const PROCESSING_OPTIONS: { value: ProcessingFilter; label: string }[] = [
  { value: 'all', label: 'All files' },
  { value: 'processing', label: 'Processing' },
  { value: 'processed', label: 'Transcribed' },
  { value: 'failed', label: 'Failed' },
];

export const SORT_BY_OPTIONS: { value: SortBy; label: string }[] = [
  { value: 'created_at', label: 'Uploaded' },
  { value: 'updated_at', label: 'Last changed' },
  { value: 'title', label: 'Title' },
  { value: 'workflow_status', label: 'Workflow status' },
];

export const SORT_ORDER_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** Statuses in their review order, whatever order they were toggled or written in, each once. */
export function orderedStatuses(statuses: Iterable<string>): WorkflowStatus[] {
  const wanted = new Set(statuses);
  return WORKFLOW_STATUSES.filter((status) => wanted.has(status));
}

/** Adds a status to the filter, or takes it out when it is there. */
export function toggleStatus(statuses: readonly WorkflowStatus[], status: WorkflowStatus): WorkflowStatus[] {
  return statuses.includes(status) ? statuses.filter((s) => s !== status) : orderedStatuses([...statuses, status]);
}

/**
 * The page's address (`?status=QA_Review,Compliance&q=ep&sort=title&order=asc&page=2`) back into
 * arguments, so a reload, the back button or a shared link keep the view. Unknown values fall back
 * to the defaults; pages are one-based in the address.
 */
export function workflowArgsFrom(params: URLSearchParams): WorkflowListArgs {
  const processing = ProcessingStatusFilter.safeParse(params.get('processing'));
  const sortBy = WorkflowSortBy.safeParse(params.get('sort'));
  const order = params.get('order');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    processing: processing.success ? processing.data : DEFAULT_WORKFLOW_ARGS.processing,
    statuses: orderedStatuses((params.get('status') ?? '').split(',')),
    text: params.get('q') ?? '',
    sortBy: sortBy.success ? sortBy.data : DEFAULT_WORKFLOW_ARGS.sortBy,
    sortOrder: order === 'asc' || order === 'desc' ? order : DEFAULT_WORKFLOW_ARGS.sortOrder,
    page: Number.isFinite(page) && page >= 1 ? page - 1 : 0,
  };
}

/** The inverse of workflowArgsFrom; defaults are left out to keep the address short. */
export function addressParamsFrom(args: WorkflowListArgs): Record<string, string> {
  const params: Record<string, string> = {};
  if (args.processing !== DEFAULT_WORKFLOW_ARGS.processing) params.processing = args.processing;
  if (args.statuses.length > 0) params.status = orderedStatuses(args.statuses).join(',');
  if (args.text) params.q = args.text;
  if (args.sortBy !== DEFAULT_WORKFLOW_ARGS.sortBy) params.sort = args.sortBy;
  if (args.sortOrder !== DEFAULT_WORKFLOW_ARGS.sortOrder) params.order = args.sortOrder;
  if (args.page > 0) params.page = String(args.page + 1);
  return params;
}

/**
 * The query of `GET /enterprise/workflow` (WorkflowListQuery): several statuses comma-separated, a
 * blank search left out (the server trims it, and an empty one would match every title anyway).
 */
export function workflowQueryParams(args: WorkflowListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {
    processing_status: args.processing,
    sort_by: args.sortBy,
    sort_order: args.sortOrder,
    start: args.page * WORKFLOW_PAGE_SIZE,
    limit: WORKFLOW_PAGE_SIZE,
  };
  if (args.statuses.length > 0) params.workflow_status = orderedStatuses(args.statuses).join(',');
  const text = args.text.trim();
  if (text) params.text = text;
  return params;
}

/** "51–100 of 123" for a page; "0 of 0" when nothing matches. */
export function pageRangeText(page: number, shown: number, total: number): string {
  if (shown === 0) return `0 of ${total}`;
  const first = page * WORKFLOW_PAGE_SIZE + 1;
  return `${first}–${first + shown - 1} of ${total}`;
}

/** The last zero-based page that holds rows (0 when there are none). */
export const lastPage = (total: number) => Math.max(0, Math.ceil(total / WORKFLOW_PAGE_SIZE) - 1);

/** Whether the view narrows the list (a search, a status or processing filter): the empty state says so. */
export const isFiltered = (args: WorkflowListArgs) =>
  args.processing !== DEFAULT_WORKFLOW_ARGS.processing || args.statuses.length > 0 || args.text.trim() !== '';
