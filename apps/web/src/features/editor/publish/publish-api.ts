import { api } from '../../../api/api';
import { operation, type Answer } from '../../../api/operations';

const state = operation('GET /api/v1/up/publish/{id}');
const publish = operation('POST /api/v1/up/publish/{id}');
const unpublish = operation('DELETE /api/v1/up/publish/{id}');

/**
 * A file's publication (docs/product.md#publishing): asked for when the dialog opens; publishing and
 * unpublishing put their answer into it, so the dialog shows the addresses (or none) at once.
 */
export const publishApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublication: build.query<Answer<typeof state>, string>({
      query: (fileId) => state({ path: { id: fileId } }),
      keepUnusedDataFor: 30,
    }),
    publishFile: build.mutation<Answer<typeof publish>, string>({
      query: (fileId) => publish({ path: { id: fileId } }),
      async onQueryStarted(fileId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(publishApi.util.upsertQueryData('getPublication', fileId, { publication: data }));
        } catch {
          // The base query has already told the person.
        }
      },
    }),
    unpublishFile: build.mutation<Answer<typeof unpublish>, string>({
      query: (fileId) => unpublish({ path: { id: fileId } }),
      async onQueryStarted(fileId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          void dispatch(publishApi.util.upsertQueryData('getPublication', fileId, { publication: null }));
        } catch {
          // The base query has already told the person.
        }
      },
    }),
  }),
});

export const { useGetPublicationQuery, usePublishFileMutation, useUnpublishFileMutation } = publishApi;
