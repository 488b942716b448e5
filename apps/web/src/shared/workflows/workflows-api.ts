import { TRANSCRIPT_FIRST_SNIPPETS, TRANSCRIPT_PAGE_MAX, type WorkflowStatus } from '@scriptloom/contracts';
import { api } from '../../api/api';
import { operation, type Answer } from '../../api/operations';
import { workflowQueryParams, type WorkflowListArgs } from './list-query';

interface Revisioned {
  id: string;
  /** The revision the page shows: a change made by someone else meanwhile answers 409 WORKFLOW_CHANGED. */
  revision: number;
}

const list = operation('GET /api/enterprise/workflow');
const one = operation('GET /api/enterprise/workflow/{id}');
const history = operation('GET /api/enterprise/workflow/{id}/history');
const members = operation('GET /api/enterprise/get_company_members/accepted');
const rename = operation('PUT /api/enterprise/workflow/{id}/rename');
const setStatus = operation('POST /api/enterprise/workflow/{id}/workflow_status');
const assign = operation('POST /api/enterprise/workflow/{id}/assignee');
const unassign = operation('DELETE /api/enterprise/workflow/{id}/assignee');
const review = operation('POST /api/enterprise/workflow/{id}/review');
const complete = operation('POST /api/enterprise/workflow/{id}/complete');
const validate = operation('POST /api/enterprise/workflow/{id}/validate');
const copy = operation('POST /api/enterprise/workflow/{id}/copy');
const reprocess = operation('POST /api/enterprise/workflow/{id}/reprocess');
const remove = operation('DELETE /api/enterprise/workflow/{id}');
const bulkStatus = operation('POST /api/enterprise/workflows/update_status');
const bulkSpecialStatus = operation('POST /api/enterprise/workflows/update_special_status');
const bulkAssign = operation('POST /api/enterprise/workflow/assign_member');
const takeover = operation('POST /api/enterprise/workflow/qa_takeover');
const details = operation('GET /api/up/details/{id}');
const transcriptPage = operation('GET /api/enterprise/transcript/{id}');

/** What each bulk route answers: updated, skipped with reasons, message. */
type BulkAnswer = Answer<typeof bulkStatus>;

// Tag types of their own, added here rather than in api/api.ts, so the enterprise screens built in
// parallel each keep their cache keys next to their calls.
const enterpriseApi = api.enhanceEndpoints({ addTagTypes: ['Workflows', 'Workflow', 'WorkflowHistory', 'OrgMembers'] });

/**
 * The workflow screens' calls (docs/product.md#workflows). Failures are toasted by the base query
 * with the server's `error`; a change to one workflow also refreshes its page, the lists and its history.
 */
export const workflowsApi = enterpriseApi.injectEndpoints({
  endpoints: (build) => ({
    listWorkflows: build.query<Answer<typeof list>, WorkflowListArgs>({
      query: (args) => list({ query: workflowQueryParams(args) }),
      // The page shows a failure in place: a toast per failed poll would pile up.
      extraOptions: { quiet: true },
      providesTags: ['Workflows'],
    }),
    getWorkflow: build.query<Answer<typeof one>, string>({
      query: (id) => one({ path: { id } }),
      // The page shows its own notice for a missing workflow.
      extraOptions: { quiet: true },
      providesTags: (_r, _e, id) => [{ type: 'Workflow', id }],
    }),
    getWorkflowHistory: build.query<Answer<typeof history>, string>({
      query: (id) => history({ path: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'WorkflowHistory', id }],
    }),
    getAssignableMembers: build.query<Answer<typeof members>, void>({
      query: () => members(),
      providesTags: ['OrgMembers'],
    }),

    // A workflow's transcript, read in parts (docs/product.md#enterprise-transcript); the page shows
    // its own notice when they fail, and reads them afresh each time it opens.
    /** The workflow's details with the first TRANSCRIPT_FIRST_SNIPPETS paragraphs. */
    getTranscriptOpening: build.query<Answer<typeof details>, string>({
      query: (id) => details({ path: { id }, query: { limit: TRANSCRIPT_FIRST_SNIPPETS } }),
      extraOptions: { quiet: true },
      keepUnusedDataFor: 0,
    }),
    /** The paragraphs from `start`, TRANSCRIPT_PAGE_MAX at most. */
    getTranscriptPage: build.query<Answer<typeof transcriptPage>, { id: string; start: number }>({
      query: ({ id, start }) => transcriptPage({ path: { id }, query: { start, limit: TRANSCRIPT_PAGE_MAX } }),
      extraOptions: { quiet: true },
      keepUnusedDataFor: 0,
    }),

    // One workflow
    renameWorkflow: build.mutation<Answer<typeof rename>, Revisioned & { newTitle: string }>({
      query: ({ id, revision, newTitle }) => rename({ path: { id }, body: { new_title: newTitle, revision } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    setWorkflowStatus: build.mutation<Answer<typeof setStatus>, Revisioned & { status: WorkflowStatus }>({
      query: ({ id, revision, status }) => setStatus({ path: { id }, body: { workflow_status: status, revision } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    addAssignee: build.mutation<Answer<typeof assign>, Revisioned & { userId: string }>({
      query: ({ id, revision, userId }) => assign({ path: { id }, body: { user_id: userId, revision } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    removeAssignee: build.mutation<Answer<typeof unassign>, Revisioned & { userId: string }>({
      query: ({ id, revision, userId }) => unassign({ path: { id }, body: { user_id: userId, revision } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    // These two take no body: the server checks the move by the workflow's status, not its revision.
    submitReview: build.mutation<Answer<typeof review>, Revisioned>({
      query: ({ id }) => review({ path: { id } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    completeWorkflow: build.mutation<Answer<typeof complete>, Revisioned>({
      query: ({ id }) => complete({ path: { id } }),
      invalidatesTags: (_r, _e, { id }) => [...changed(id), { type: 'FileDetails', id }],
    }),
    // The verdict is a history line only: the page's history shows it.
    validateReview: build.mutation<Answer<typeof validate>, { id: string; userId: string; valid: boolean }>({
      query: ({ id, userId, valid }) => validate({ path: { id }, body: { validate: valid, user_id: userId } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    copyWorkflow: build.mutation<Answer<typeof copy>, { id: string; numCopies: number; startIndex: number }>({
      query: ({ id, numCopies, startIndex }) =>
        copy({ path: { id }, body: { num_copies: numCopies, start_index: startIndex } }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    reprocessWorkflow: build.mutation<Answer<typeof reprocess>, { id: string; type: 'all' | 'speakers' | 'insights' }>({
      query: ({ id, type }) => reprocess({ path: { id }, body: { type } }),
      invalidatesTags: (_r, _e, { id }) => [...changed(id), { type: 'FileDetails', id }],
    }),
    deleteWorkflow: build.mutation<Answer<typeof remove>, string>({
      query: (id) => remove({ path: { id } }),
      // The page is left at once; refetching the deleted workflow would only answer 404.
      invalidatesTags: ['Workflows'],
    }),

    // Several workflows: each answers a BulkResult (updated, skipped with reasons, message).
    bulkUpdateStatus: build.mutation<BulkAnswer, { ids: string[]; status: WorkflowStatus }>({
      query: ({ ids, status }) => bulkStatus({ body: { workflow_ids: ids, workflow_status: status } }),
      invalidatesTags: bulkChanged,
    }),
    bulkSpecialStatus: build.mutation<
      Answer<typeof bulkSpecialStatus>,
      { ids: string[]; specialStatus: string | null }
    >({
      query: ({ ids, specialStatus }) =>
        bulkSpecialStatus({ body: { workflow_ids: ids, special_status: specialStatus } }),
      invalidatesTags: bulkChanged,
    }),
    bulkAssign: build.mutation<Answer<typeof bulkAssign>, { ids: string[]; assignee: string }>({
      query: ({ ids, assignee }) => bulkAssign({ body: { workflow_ids: ids, assignee } }),
      invalidatesTags: bulkChanged,
    }),
    /** `countPass`: keep each assigned reviewer's transcript as their submitted pass (je_completion). */
    qaTakeover: build.mutation<Answer<typeof takeover>, { ids: string[]; countPass: boolean }>({
      query: ({ ids, countPass }) => takeover({ body: { workflow_ids: ids, je_completion: countPass } }),
      invalidatesTags: bulkChanged,
    }),
  }),
});

function changed(id: string) {
  return ['Workflows' as const, { type: 'Workflow' as const, id }, { type: 'WorkflowHistory' as const, id }];
}

function bulkChanged(_result: BulkAnswer | undefined, _error: unknown, arg: { ids: string[] }) {
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
  useValidateReviewMutation,
} = workflowsApi;
