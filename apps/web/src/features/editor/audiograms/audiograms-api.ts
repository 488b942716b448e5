import { api } from '../../../api/api';
import { operation, type Answer, type Body } from '../../../api/operations';
import { dropClip, putClips } from './audiogram-clips';

// The audiogram area shows its own failures next to what failed; a background poll never toasts.
const quiet = { quiet: true } as const;
const backgrounds = operation('GET /api/audiogram/backgrounds');
const setBackground = operation('POST /api/audiogram/update-background/{docId}/{backgroundId}');
const clips = operation('GET /api/v1/audiogram/{id}');
const fromQuotes = operation('POST /api/v1/audiogram/from-quotes/{id}');
const retry = operation('POST /api/v1/audiogram/{id}/{clipId}/retry');
const remove = operation('DELETE /api/v1/audiogram/{id}/{clipId}');

export interface ClipRef {
  fileId: string;
  clipId: string;
}

/**
 * Audiograms and video reels of a file (docs/product.md#audiograms). Queued, retried and deleted
 * clips are written into the cached list at once; the list is then kept up to date by polling.
 */
export const audiogramsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackgrounds: build.query<Answer<typeof backgrounds>, void>({
      query: () => backgrounds(),
      extraOptions: quiet,
      // The catalogue ships with the server: one look per visit is plenty.
      keepUnusedDataFor: 600,
    }),
    /** docs/product.md#audiograms: the web ignores a failure of this call (the clip request names its background anyway). */
    updateBackground: build.mutation<Answer<typeof setBackground>, { fileId: string; backgroundId: string }>({
      query: ({ fileId, backgroundId }) => setBackground({ path: { docId: fileId, backgroundId } }),
      extraOptions: quiet,
      async onQueryStarted({ fileId, backgroundId }, { dispatch }) {
        dispatch(
          audiogramsApi.util.updateQueryData('getClips', fileId, (draft) => {
            draft.background = backgroundId;
          }),
        );
      },
    }),
    getClips: build.query<Answer<typeof clips>, string>({
      query: (fileId) => clips({ path: { id: fileId } }),
      extraOptions: quiet,
      keepUnusedDataFor: 30,
    }),
    /** Quiet: the area shows the server's sentence beside the button that asked. */
    makeClips: build.mutation<Answer<typeof fromQuotes>, { fileId: string; body: Body<typeof fromQuotes> }>({
      query: ({ fileId, body }) => fromQuotes({ path: { id: fileId }, body }),
      extraOptions: quiet,
      async onQueryStarted({ fileId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(audiogramsApi.util.updateQueryData('getClips', fileId, (draft) => putClips(draft, data.queued)));
        } catch {
          // Shown by the caller.
        }
      },
    }),
    // Retry and delete are not quiet: their failure is the server's sentence in a toast.
    retryClip: build.mutation<Answer<typeof retry>, ClipRef>({
      query: ({ fileId, clipId }) => retry({ path: { id: fileId, clipId } }),
      async onQueryStarted({ fileId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(audiogramsApi.util.updateQueryData('getClips', fileId, (draft) => putClips(draft, [data])));
        } catch {
          // The base query has already told the person.
        }
      },
    }),
    deleteClip: build.mutation<Answer<typeof remove>, ClipRef>({
      query: ({ fileId, clipId }) => remove({ path: { id: fileId, clipId } }),
      async onQueryStarted({ fileId, clipId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(audiogramsApi.util.updateQueryData('getClips', fileId, (draft) => dropClip(draft, clipId)));
        } catch {
          // The base query has already told the person.
        }
      },
    }),
  }),
});

export const {
  useGetBackgroundsQuery,
  useUpdateBackgroundMutation,
  useGetClipsQuery,
  useMakeClipsMutation,
  useRetryClipMutation,
  useDeleteClipMutation,
} = audiogramsApi;
