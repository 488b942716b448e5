import type {
  ApplyLeaveRequest,
  LeaveChangeResponse,
  LeaveDecisionRequest,
  LeaveListQuery,
  LeaveListResponse,
} from '@scriptloom/contracts';
import { api } from '../../api/api';

const enc = encodeURIComponent;

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
    listLeave: build.query<LeaveListResponse, LeaveListQuery>({
      query: (params) => ({ url: 'leave', params }),
      providesTags: ['Leave'],
    }),
    applyForLeave: build.mutation<LeaveChangeResponse, ApplyLeaveRequest>({
      query: (body) => ({ url: 'leave/apply', method: 'POST', body }),
      invalidatesTags: [...changed],
    }),
    decideLeave: build.mutation<
      LeaveChangeResponse,
      { id: string; decision: 'approve' | 'reject'; body: LeaveDecisionRequest }
    >({
      query: ({ id, decision, body }) => ({ url: `leave/${enc(id)}/${decision}`, method: 'PUT', body: body ?? {} }),
      invalidatesTags: [...changed],
    }),
    withdrawLeave: build.mutation<LeaveChangeResponse, string>({
      query: (id) => ({ url: `leave/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: [...changed],
    }),
  }),
});

export const { useListLeaveQuery, useApplyForLeaveMutation, useDecideLeaveMutation, useWithdrawLeaveMutation } =
  leaveApi;
