import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';

const teamScores = operation('GET /api/enterprise/hiring/scores');
const memberScore = operation('GET /api/enterprise/hiring/score/{id}');
const scoreDiff = operation('GET /api/enterprise/hiring/score/{id}/workflow/{workflowId}');
const addNote = operation('POST /api/enterprise/hiring/score/{id}/qa_notes');
const recalculate = operation('POST /api/enterprise/hiring/score/recalculate');

/**
 * Hiring scores (docs/product.md#hiring-scores). Every answer is tagged 'HiringScores', a member's
 * with their id too: a new note refreshes only that member's page, while a recalculation may change
 * any score (the team's overall figures, a member's list, an open diff), so it refreshes them all.
 * Failures are toasted by the base query with the server's sentence.
 */
export const hiringApi = api.enhanceEndpoints({ addTagTypes: ['HiringScores'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeamScores: build.query<Answer<typeof teamScores>, void>({
      query: () => teamScores(),
      providesTags: ['HiringScores'],
    }),
    getMemberScore: build.query<Answer<typeof memberScore>, string>({
      query: (memberId) => memberScore({ path: { id: memberId } }),
      providesTags: (_result, _error, memberId) => [{ type: 'HiringScores', id: memberId }],
    }),
    getScoreDiff: build.query<Answer<typeof scoreDiff>, { memberId: string; workflowId: string }>({
      query: ({ memberId, workflowId }) => scoreDiff({ path: { id: memberId, workflowId } }),
      providesTags: ['HiringScores'],
    }),
    addQaNote: build.mutation<Answer<typeof addNote>, { memberId: string; body: Body<typeof addNote> }>({
      query: ({ memberId, body }) => addNote({ path: { id: memberId }, body }),
      invalidatesTags: (result, _error, { memberId }) => (result ? [{ type: 'HiringScores', id: memberId }] : []),
    }),
    recalculateScores: build.mutation<Answer<typeof recalculate>, Body<typeof recalculate>>({
      query: (body) => recalculate({ body }),
      invalidatesTags: ['HiringScores'],
    }),
  }),
});

export const {
  useGetTeamScoresQuery,
  useGetMemberScoreQuery,
  useGetScoreDiffQuery,
  useAddQaNoteMutation,
  useRecalculateScoresMutation,
} = hiringApi;
