import { api } from '../../api/api';
import { operation, type Answer, type Body, type Query } from '../../api/operations';

const mine = operation('GET /api/user/dispute');
const raise = operation('POST /api/user/dispute');
const seen = operation('POST /api/user/dispute/seen');
const ofOrganisation = operation('GET /api/enterprise/disputes');
const resolve = operation('POST /api/enterprise/disputes/{id}/resolve');
const memberScore = operation('GET /api/enterprise/hiring/score/{id}');
const disputeTags = api.enhanceEndpoints({ addTagTypes: ['MyDisputes', 'Disputes'] });

/** Disputes (docs/product.md#disputes); failures are toasted by the base query with the server's sentence. */
export const disputesApi = disputeTags.injectEndpoints({
  endpoints: (build) => ({
    myDisputes: build.query<Answer<typeof mine>, void>({
      query: () => mine(),
      // Polled by the notice in the app bar: a failed poll should not toast every minute.
      extraOptions: { quiet: true },
      providesTags: ['MyDisputes'],
    }),
    raiseDispute: build.mutation<Answer<typeof raise>, Body<typeof raise>>({
      query: (body) => raise({ body }),
      invalidatesTags: ['MyDisputes', 'Disputes'],
    }),
    markDisputesSeen: build.mutation<Answer<typeof seen>, string[]>({
      query: (ids) => seen({ body: { ids } }),
      invalidatesTags: ['MyDisputes'],
    }),
    organisationDisputes: build.query<
      Answer<typeof ofOrganisation>,
      NonNullable<Query<typeof ofOrganisation>['status']>
    >({
      query: (status) => ofOrganisation({ query: { status } }),
      providesTags: ['Disputes'],
    }),
    /** The caller's own scores: a score can be disputed only on a workflow that has one. */
    myScores: build.query<Answer<typeof memberScore>, string>({
      query: (memberId) => memberScore({ path: { id: memberId } }),
    }),
    resolveDispute: build.mutation<Answer<typeof resolve>, { id: string; body: Body<typeof resolve> }>({
      query: ({ id, body }) => resolve({ path: { id }, body }),
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
  useMyScoresQuery,
} = disputesApi;
