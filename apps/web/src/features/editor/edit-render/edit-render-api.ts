import { api } from '../../../api/api';
import { operation, type Answer, type Body } from '../../../api/operations';

// The area shows its own failures beside what failed; a background poll never toasts.
const quiet = { quiet: true } as const;
const list = operation('GET /api/v1/up/edit-render/{id}');
const request = operation('POST /api/v1/up/edit-render/{id}');
const remove = operation('DELETE /api/v1/up/edit-render/{id}/{renderId}');

/**
 * A file's edited renders (docs/product.md#edited-media). A queued render is put into the cached
 * list at once and a deleted one taken out; the list is then kept current by polling while one is
 * in progress (use-edit-renders.ts).
 */
export const editRenderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditRenders: build.query<Answer<typeof list>, string>({
      query: (fileId) => list({ path: { id: fileId } }),
      extraOptions: quiet,
      keepUnusedDataFor: 30,
    }),
    /** Quiet: the dialog shows the server's sentence beside the button that asked. */
    requestEditRender: build.mutation<Answer<typeof request>, { fileId: string; body: Body<typeof request> }>({
      query: ({ fileId, body }) => request({ path: { id: fileId }, body }),
      extraOptions: quiet,
      async onQueryStarted({ fileId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            editRenderApi.util.updateQueryData('getEditRenders', fileId, (draft) => [
              data,
              ...draft.filter((r) => r.id !== data.id),
            ]),
          );
        } catch {
          // Shown by the caller.
        }
      },
    }),
    // Not quiet: a failed delete is the server's sentence in a toast.
    deleteEditRender: build.mutation<Answer<typeof remove>, { fileId: string; renderId: string }>({
      query: ({ fileId, renderId }) => remove({ path: { id: fileId, renderId } }),
      async onQueryStarted({ fileId, renderId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            editRenderApi.util.updateQueryData('getEditRenders', fileId, (draft) =>
              draft.filter((r) => r.id !== renderId),
            ),
          );
        } catch {
          // The base query has already told the person.
        }
      },
    }),
  }),
});

export const { useGetEditRendersQuery, useRequestEditRenderMutation, useDeleteEditRenderMutation } = editRenderApi;
