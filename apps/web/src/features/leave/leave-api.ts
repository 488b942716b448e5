import { api } from '../../api/api';
import { operation, type Answer, type Body, type Query } from '../../api/operations';

const list = operation('GET /api/leave');
const apply = operation('POST /api/leave/apply');
const approve = operation('PUT /api/leave/{id}/approve');
const reject = operation('PUT /api/leave/{id}/reject');
const withdraw = operation('DELETE /api/leave/{id}');

// 'Leave' is this page's own cache key. 'Members' (the members page) and 'OrgMembers' (the workflow
// assignment pickers) are registered by their own areas; they are named here too so that a decision
// or a withdrawal refreshes any list that says who is away, whichever area was loaded first.
const leaveTags = api.enhanceEndpoints({ addTagTypes: ['Leave', 'Members', 'OrgMembers'] });

/** Every write changes who is away: the requests, the timeline and the member lists are asked again. */
const changed = ['Leave', 'Members', 'OrgMembers'] as const;

/**
 * Members' leave (docs/product.md#leave). The server decides whose requests a caller sees (an
 * admin everyone's, anyone else their own) and answers every write with `{success, leave}`;
 * failures are toasted by the base query with the server's sentence.
 */
export const leaveApi = leaveTags.injectEndpoints({
  endpoints: (build) => ({
    listLeave: build.query<Answer<typeof list>, Query<typeof list>>({
      query: (query) => list({ query }),
      providesTags: ['Leave'],
    }),
    applyForLeave: build.mutation<Answer<typeof apply>, Body<typeof apply>>({
      query: (body) => apply({ body }),
      // The form reports its errors once, inline or as a toast (useReportFormError).
      extraOptions: { quiet: true },
      invalidatesTags: [...changed],
    }),
    decideLeave: build.mutation<
      Answer<typeof approve>,
      { id: string; decision: 'approve' | 'reject'; body: Body<typeof approve> | undefined }
    >({
      query: ({ id, decision, body }) =>
        (decision === 'approve' ? approve : reject)({ path: { id }, body: body ?? {} }),
      // The form reports its errors once, inline or as a toast (useReportFormError).
      extraOptions: { quiet: true },
      invalidatesTags: [...changed],
    }),
    withdrawLeave: build.mutation<Answer<typeof withdraw>, string>({
      query: (id) => withdraw({ path: { id } }),
      invalidatesTags: [...changed],
    }),
  }),
});

export const { useListLeaveQuery, useApplyForLeaveMutation, useDecideLeaveMutation, useWithdrawLeaveMutation } =
  leaveApi;
