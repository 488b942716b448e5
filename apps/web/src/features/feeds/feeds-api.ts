import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';

const list = operation('GET /api/v1/feeds');
const add = operation('POST /api/v1/feeds');
const one = operation('GET /api/v1/feeds/{feedId}');
const watch = operation('PATCH /api/v1/feeds/{feedId}');
const remove = operation('DELETE /api/v1/feeds/{feedId}');
const importing = operation('POST /api/v1/feeds/{feedId}/import');
const feedTags = api.enhanceEndpoints({ addTagTypes: ['Feeds', 'Feed'] });

/** Episodes from a podcast feed (docs/product.md#episodes-from-a-feed). */
export const feedsApi = feedTags.injectEndpoints({
  endpoints: (build) => ({
    listFeeds: build.query<Answer<typeof list>, void>({
      query: () => list(),
      providesTags: ['Feeds'],
    }),
    /** The feed fetched again (the server fetches at most once a minute) and its episodes' states. */
    feed: build.query<Answer<typeof one>, string>({
      query: (feedId) => one({ path: { feedId } }),
      providesTags: (_r, _e, feedId) => [{ type: 'Feed', id: feedId }],
    }),
    /** The page shows a refused address under its field, not as a toast. */
    addFeed: build.mutation<Answer<typeof add>, Body<typeof add>>({
      query: (body) => add({ body }),
      extraOptions: { quiet: true },
      invalidatesTags: ['Feeds'],
    }),
    watchFeed: build.mutation<Answer<typeof watch>, { feedId: string; watch: boolean }>({
      query: ({ feedId, watch: on }) => watch({ path: { feedId }, body: { watch: on } }),
      invalidatesTags: (_r, _e, { feedId }) => ['Feeds', { type: 'Feed', id: feedId }],
    }),
    deleteFeed: build.mutation<Answer<typeof remove>, string>({
      query: (feedId) => remove({ path: { feedId } }),
      invalidatesTags: ['Feeds'],
    }),
    importEpisodes: build.mutation<Answer<typeof importing>, { feedId: string; guids: string[] }>({
      query: ({ feedId, guids }) => importing({ path: { feedId }, body: { guids } }),
      invalidatesTags: (_r, _e, { feedId }) => ['Feeds', { type: 'Feed', id: feedId }],
    }),
  }),
});

export const {
  useListFeedsQuery,
  useFeedQuery,
  useAddFeedMutation,
  useWatchFeedMutation,
  useDeleteFeedMutation,
  useImportEpisodesMutation,
} = feedsApi;
