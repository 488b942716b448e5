import type { DisputeChangeResponse, DisputeList, DisputeReplyRequest, DisputeRequest } from '@scriptloom/contracts';
import { api } from '../../api/api';

const enc = encodeURIComponent;
const disputeTags = api.enhanceEndpoints({ addTagTypes: ['MyDisputes', 'Disputes'] });

/** Disputes (docs/product.md#disputes); failures are toasted by the base query with the server's sentence. */
export const disputesApi = disputeTags.injectEndpoints({
  endpoints: (build) => ({
    myDisputes: build.query<DisputeList, void>({
      query: () => 'user/dispute',
      // Polled by the notice in the app bar: a failed poll should not toast every minute.
      extraOptions: { quiet: true },
      providesTags: ['MyDisputes'],
    }),
    raiseDispute: build.mutation<DisputeChangeResponse, DisputeRequest>({
      query: (body) => ({ url: 'user/dispute', method: 'POST', body }),
      invalidatesTags: ['MyDisputes', 'Disputes'],
    }),
    markDisputesSeen: build.mutation<{ success: string }, string[]>({
      query: (ids) => ({ url: 'user/dispute/seen', method: 'POST', body: { ids } }),
      invalidatesTags: ['MyDisputes'],
    }),
    organisationDisputes: build.query<DisputeList, 'open' | 'resolved' | 'all'>({
      query: (status) => ({ url: 'enterprise/disputes', params: { status } }),
      providesTags: ['Disputes'],
    }),
    resolveDispute: build.mutation<DisputeChangeResponse, { id: string; body: DisputeReplyRequest }>({
      query: ({ id, body }) => ({ url: `enterprise/disputes/${enc(id)}/resolve`, method: 'POST', body }),
      invalidatesTags: ['Disputes', 'MyDisputes'],
    }),
  }),
});

export const {
  useMyDisputesQuery,
  useRaiseDisputeMutation,
  useMarkDisputesSeenMutation,
  useOrganisationDisputesQuery,
  useResolveDisputeMutation,
} = disputesApi;
