import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';

const open = operation('GET /api/v1/links/{token}');
const unlock = operation('POST /api/v1/links/{token}/unlock');
const comment = operation('POST /api/v1/links/{token}/comments');
const decide = operation('POST /api/v1/links/{token}/decision');

/** The passcode proof travels in this header (docs/product.md#review-links). */
const proofHeaders = (proof: string | null): Record<string, string> => (proof ? { 'x-link-proof': proof } : {});

/** The routes of the person with a review link: no account, the token is the permission. */
export const reviewLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    openReviewLink: build.query<Answer<typeof open>, { token: string; proof: string | null }>({
      query: ({ token, proof }) => open({ path: { token }, headers: proofHeaders(proof) }),
      extraOptions: { quiet: true },
    }),
    unlockReviewLink: build.mutation<Answer<typeof unlock>, { token: string; passcode: string }>({
      query: ({ token, passcode }) => unlock({ path: { token }, body: { passcode } }),
      extraOptions: { quiet: true },
    }),
    commentThroughLink: build.mutation<
      Answer<typeof comment>,
      { token: string; proof: string | null; body: Body<typeof comment> }
    >({
      query: ({ token, proof, body }) => comment({ path: { token }, body, headers: proofHeaders(proof) }),
      extraOptions: { quiet: true },
    }),
    decideThroughLink: build.mutation<
      Answer<typeof decide>,
      { token: string; proof: string | null; body: Body<typeof decide> }
    >({
      query: ({ token, proof, body }) => decide({ path: { token }, body, headers: proofHeaders(proof) }),
      extraOptions: { quiet: true },
    }),
  }),
});

export const {
  useOpenReviewLinkQuery,
  useUnlockReviewLinkMutation,
  useCommentThroughLinkMutation,
  useDecideThroughLinkMutation,
} = reviewLinkApi;
