import type {
  BulkResult,
  MemberList,
  WorkflowEvent,
  WorkflowItem,
  WorkflowListResponse,
  WorkflowStatus,
} from '@scriptloom/contracts';
import { api } from '../../api/api';
import { workflowQueryParams, type WorkflowListArgs } from './list-query';

const enc = encodeURIComponent;

interface Revisioned {
  id: string;
  /** The revision the page shows: a change made by someone else meanwhile answers 409 WORKFLOW_CHANGED. */
  revision: number;
}

// Tag types of their own, added here rather than in api/api.ts, so the enterprise screens built in
// parallel each keep their cache keys next to their calls.
const enterpriseApi = api.enhanceEndpoints({ addTagTypes: ['Workflows', 'Workflow', 'WorkflowHistory', 'OrgMembers'] });

/**
 * The workflow screens' calls (docs/product.md#workflows). Failures are toasted by the base query
 * with the server's `error`; a change to one workflow also refreshes its page, the lists and its history.
 */
export const workflowsApi = enterpriseApi.injectEndpoints({
  endpoints: (build) => ({
    listWorkflows: build.query<WorkflowListResponse, WorkflowListArgs>({
      query: (args) => ({ url: 'enterprise/workflow', params: workflowQueryParams(args) }),
      // The page shows a failure in place: a toast per failed poll would pile up.
      extraOptions: { quiet: true },
      providesTags: ['Workflows'],
    }),
    getWorkflow: build.query<WorkflowItem, string>({
      query: (id) => `enterprise/workflow/${enc(id)}`,
      // The page shows its own notice for a missing workflow.
      extraOptions: { quiet: true },
      providesTags: (_r, _e, id) => [{ type: 'Workflow', id }],
    }),
    getWorkflowHistory: build.query<{ items: WorkflowEvent[] }, string>({
      query: (id) => `enterprise/workflow/${enc(id)}/history`,
      providesTags: (_r, _e, id) => [{ type: 'WorkflowHistory', id }],
    }),
    getAssignableMembers: build.query<MemberList, void>({
      query: () => 'enterprise/get_company_members/accepted',
      providesTags: ['OrgMembers'],
    }),

    // One workflow
    renameWorkflow: build.mutation<unknown, Revisioned & { newTitle: string }>({
      query: ({ id, revision, newTitle }) => ({
        url: `enterprise/workflow/${enc(id)}/rename`,
        method: 'PUT',
        body: { new_title: newTitle, revision },
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    setWorkflowStatus: build.mutation<unknown, Revisioned & { status: WorkflowStatus }>({
      query: ({ id, revision, status }) => ({
        url: `enterprise/workflow/${enc(id)}/workflow_status`,
        method: 'POST',
        body: { workflow_status: status, revision },
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    addAssignee: build.mutation<unknown, Revisioned & { userId: string }>({
      query: ({ id, revision, userId }) => ({
        url: `enterprise/workflow/${enc(id)}/assignee`,
        method: 'POST',
        body: { user_id: userId, revision },
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    removeAssignee: build.mutation<unknown, Revisioned & { userId: string }>({
      query: ({ id, revision, userId }) => ({
        url: `enterprise/workflow/${enc(id)}/assignee`,
        method: 'DELETE',
        body: { user_id: userId, revision },
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    submitReview: build.mutation<unknown, Revisioned>({
      query: ({ id, revision }) => ({
        url: `enterprise/workflow/${enc(id)}/review`,
        method: 'POST',
        body: { revision },
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    completeWorkflow: build.mutation<unknown, Revisioned>({
      query: ({ id, revision }) => ({
        url: `enterprise/workflow/${enc(id)}/complete`,
        method: 'POST',
        body: { revision },
      }),
      invalidatesTags: (_r, _e, { id }) => [...changed(id), { type: 'FileDetails', id }],
    }),
    copyWorkflow: build.mutation<
      { message: string; ids: string[] },
      { id: string; numCopies: number; startIndex: number }
    >({
      query: ({ id, numCopies, startIndex }) => ({
        url: `enterprise/workflow/${enc(id)}/copy`,
        method: 'POST',
        body: { num_copies: numCopies, start_index: startIndex },
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    reprocessWorkflow: build.mutation<{ message: string }, { id: string; type: 'all' | 'speakers' | 'insights' }>({
      query: ({ id, type }) => ({ url: `enterprise/workflow/${enc(id)}/reprocess`, method: 'POST', body: { type } }),
      invalidatesTags: (_r, _e, { id }) => [...changed(id), { type: 'FileDetails', id }],
    }),
    deleteWorkflow: build.mutation<unknown, string>({
      query: (id) => ({ url: `enterprise/workflow/${enc(id)}`, method: 'DELETE' }),
      // The page is left at once; refetching the deleted workflow would only answer 404.
      invalidatesTags: ['Workflows'],
    }),

    // Several workflows: each answers a BulkResult (updated, skipped with reasons, message).
    bulkUpdateStatus: build.mutation<BulkResult, { ids: string[]; status: WorkflowStatus }>({
      query: ({ ids, status }) => ({
        url: 'enterprise/workflows/update_status',
        method: 'POST',
        body: { workflow_ids: ids, workflow_status: status },
      }),
      invalidatesTags: bulkChanged,
    }),
    bulkSpecialStatus: build.mutation<BulkResult, { ids: string[]; specialStatus: string | null }>({
      query: ({ ids, specialStatus }) => ({
        url: 'enterprise/workflows/update_special_status',
        method: 'POST',
        body: { workflow_ids: ids, special_status: specialStatus },
      }),
      invalidatesTags: bulkChanged,
    }),
    bulkAssign: build.mutation<BulkResult, { ids: string[]; assignee: string }>({
      query: ({ ids, assignee }) => ({
        url: 'enterprise/workflow/assign_member',
        method: 'POST',
        body: { workflow_ids: ids, assignee },
      }),
      invalidatesTags: bulkChanged,
    }),
    qaTakeover: build.mutation<BulkResult, { ids: string[] }>({
      query: ({ ids }) => ({ url: 'enterprise/workflow/qa_takeover', method: 'POST', body: { workflow_ids: ids } }),
      invalidatesTags: bulkChanged,
    }),
  }),
});

function changed(id: string) {
  return ['Workflows' as const, { type: 'Workflow' as const, id }, { type: 'WorkflowHistory' as const, id }];
}

function bulkChanged(_result: BulkResult | undefined, _error: unknown, arg: { ids: string[] }) {
  return arg.ids.flatMap(changed);
}

export const {
  useListWorkflowsQuery,
  useGetWorkflowQuery,
  useGetWorkflowHistoryQuery,
  useGetAssignableMembersQuery,
  useRenameWorkflowMutation,
  useSetWorkflowStatusMutation,
  useAddAssigneeMutation,
  useRemoveAssigneeMutation,
  useSubmitReviewMutation,
  useCompleteWorkflowMutation,
  useCopyWorkflowMutation,
  useReprocessWorkflowMutation,
  useDeleteWorkflowMutation,
  useBulkUpdateStatusMutation,
  useBulkSpecialStatusMutation,
  useBulkAssignMutation,
  useQaTakeoverMutation,
} = workflowsApi;
