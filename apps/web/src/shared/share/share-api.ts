import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';

const list = operation('GET /api/v1/up/share/{id}');
const create = operation('POST /api/v1/up/share/{id}');
const revoke = operation('DELETE /api/v1/up/share/{id}/{linkId}');

/** A file's review links, as its owner manages them (docs/product.md#review-links). */
export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReviewLinks: build.query<Answer<typeof list>, string>({
      query: (id) => list({ path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'ReviewLinks', id }],
    }),
    createReviewLink: build.mutation<Answer<typeof create>, { id: string; body: Body<typeof create> }>({
      query: ({ id, body }) => create({ path: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ReviewLinks', id }],
    }),
    revokeReviewLink: build.mutation<Answer<typeof revoke>, { id: string; linkId: string }>({
      query: ({ id, linkId }) => revoke({ path: { id, linkId } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ReviewLinks', id }],
    }),
  }),
});

export const { useListReviewLinksQuery, useCreateReviewLinkMutation, useRevokeReviewLinkMutation } = shareApi;
