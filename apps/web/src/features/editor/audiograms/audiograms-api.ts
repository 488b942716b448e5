import type {
  AudiogramBackgroundsResponse,
  FromQuotesRequest,
  FromQuotesResponse,
  MediaClip,
  MediaClipsResponse,
  UpdateBackgroundResponse,
} from '@scriptloom/contracts';
import { api } from '../../../api/api';
import { dropClip, putClips } from './audiogram-clips';

// The audiogram area shows its own failures next to what failed; a background poll never toasts.
const quiet = { quiet: true } as const;
const enc = encodeURIComponent;

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
    getBackgrounds: build.query<AudiogramBackgroundsResponse, void>({
      query: () => 'audiogram/backgrounds',
      extraOptions: quiet,
      // The catalogue ships with the server: one look per visit is plenty.
      keepUnusedDataFor: 600,
    }),
    /** docs/product.md#audiograms: the web ignores a failure of this call (the clip request names its background anyway). */
    updateBackground: build.mutation<UpdateBackgroundResponse, { fileId: string; backgroundId: string }>({
      query: ({ fileId, backgroundId }) => ({
        url: `audiogram/update-background/${enc(fileId)}/${enc(backgroundId)}`,
        method: 'POST',
      }),
      extraOptions: quiet,
      async onQueryStarted({ fileId, backgroundId }, { dispatch }) {
        dispatch(
          audiogramsApi.util.updateQueryData('getClips', fileId, (draft) => {
            draft.background = backgroundId;
          }),
        );
      },
    }),
    getClips: build.query<MediaClipsResponse, string>({
      query: (fileId) => `v1/audiogram/${enc(fileId)}`,
      extraOptions: quiet,
      keepUnusedDataFor: 30,
    }),
    /** Quiet: the area shows the server's sentence beside the button that asked. */
    makeClips: build.mutation<FromQuotesResponse, { fileId: string; body: FromQuotesRequest }>({
      query: ({ fileId, body }) => ({ url: `v1/audiogram/from-quotes/${enc(fileId)}`, method: 'POST', body }),
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
    retryClip: build.mutation<MediaClip, ClipRef>({
      query: ({ fileId, clipId }) => ({ url: `v1/audiogram/${enc(fileId)}/${enc(clipId)}/retry`, method: 'POST' }),
      async onQueryStarted({ fileId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(audiogramsApi.util.updateQueryData('getClips', fileId, (draft) => putClips(draft, [data])));
        } catch {
          // The base query has already told the person.
        }
      },
    }),
    deleteClip: build.mutation<{ success: unknown }, ClipRef>({
      query: ({ fileId, clipId }) => ({ url: `v1/audiogram/${enc(fileId)}/${enc(clipId)}`, method: 'DELETE' }),
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
