import type {
  HiringNotesRequest,
  HiringNotesResponse,
  HiringRecalculateRequest,
  HiringRecalculateResponse,
  MemberScore,
  ScoreDiffResponse,
  TeamScores,
} from '@scriptloom/contracts';
import { api } from '../../api/api';

const enc = encodeURIComponent;

/** The contracts export the note answer's schema but not its type. */
type NoteAdded = ReturnType<(typeof HiringNotesResponse)['parse']>;

/**
 * Hiring scores (docs/product.md#hiring-scores). Every answer is tagged 'HiringScores', a member's
 * with their id too: a new note refreshes only that member's page, while a recalculation may change
 * any score (the team's overall figures, a member's list, an open diff), so it refreshes them all.
 * Failures are toasted by the base query with the server's sentence.
 */
export const hiringApi = api.enhanceEndpoints({ addTagTypes: ['HiringScores'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeamScores: build.query<TeamScores, void>({
      query: () => 'enterprise/hiring/scores',
      providesTags: ['HiringScores'],
    }),
    getMemberScore: build.query<MemberScore, string>({
      query: (memberId) => `enterprise/hiring/score/${enc(memberId)}`,
      providesTags: (_result, _error, memberId) => [{ type: 'HiringScores', id: memberId }],
    }),
    getScoreDiff: build.query<ScoreDiffResponse, { memberId: string; workflowId: string }>({
      query: ({ memberId, workflowId }) => `enterprise/hiring/score/${enc(memberId)}/workflow/${enc(workflowId)}`,
      providesTags: ['HiringScores'],
    }),
    addQaNote: build.mutation<NoteAdded, { memberId: string; body: HiringNotesRequest }>({
      query: ({ memberId, body }) => ({
        url: `enterprise/hiring/score/${enc(memberId)}/qa_notes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result, _error, { memberId }) => (result ? [{ type: 'HiringScores', id: memberId }] : []),
    }),
    recalculateScores: build.mutation<HiringRecalculateResponse, HiringRecalculateRequest>({
      query: (body) => ({ url: 'enterprise/hiring/score/recalculate', method: 'POST', body }),
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
