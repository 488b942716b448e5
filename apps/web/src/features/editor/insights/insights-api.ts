import type { ContentType, InsightKind } from '@scriptloom/contracts';
import { api } from '../../../api/api';
import { operation, type Answer, type Body } from '../../../api/operations';

const insights = operation('GET /api/up/insights/{id}');
const regenerate = operation('POST /api/up/insights/{id}/regenerate');
const updateContent = operation('PUT /api/v1/up/processed_data/{id}/{type}');
const generateArticle = operation('POST /api/article/generate/{id}');
const articleStatus = operation('GET /api/article/status/{id}');
const article = operation('GET /api/article/article/{id}');
const articles = operation('GET /api/article/{id}');

// These endpoints report their own failures: a background poll must not toast every few seconds,
// and the content save has its own failure sentence (docs/product.md#insights).
const quiet = { quiet: true } as const;

export interface ContentUpdateArgs {
  fileId: string;
  type: ContentType;
  content: string;
  /** Which article, for `type: 'article'`. */
  articleId?: string;
}

/**
 * Insights, generated contents and articles. Tag types are added here rather than in api.ts so the
 * area keeps everything it needs in one file.
 */
export const insightsApi = api.enhanceEndpoints({ addTagTypes: ['Insights', 'Articles'] }).injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<Answer<typeof insights>, string>({
      query: (id) => insights({ path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Insights', id }],
      extraOptions: quiet,
    }),
    // Not quiet: the server's text (e.g. 409 INSIGHT_RUNNING) is what the person should read.
    regenerateInsights: build.mutation<Answer<typeof regenerate>, { fileId: string; kinds: InsightKind[] }>({
      query: ({ fileId, kinds }) => regenerate({ path: { id: fileId }, body: { kinds } }),
      // The runs it answers are written into the cached insights at once, so polling starts now.
      async onQueryStarted({ fileId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            insightsApi.util.updateQueryData('getInsights', fileId, (draft) => {
              for (const run of data.runs) {
                const at = draft.runs.findIndex((existing) => existing.kind === run.kind);
                if (at >= 0) draft.runs[at] = run;
                else draft.runs.push(run);
              }
            }),
          );
        } catch {
          // The base query has already told the person.
        }
      },
    }),
    updateContent: build.mutation<Answer<typeof updateContent>, ContentUpdateArgs>({
      query: ({ fileId, type, content, articleId }) =>
        updateContent({
          path: { id: fileId, type },
          body: articleId ? { content, article_id: articleId } : { content },
        }),
      extraOptions: quiet,
      async onQueryStarted({ fileId, type, articleId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (type === 'article') {
            dispatch(
              insightsApi.util.updateQueryData('listArticles', fileId, (draft) => {
                const article = draft.items.find((item) => item.id === articleId);
                if (article) article.content = data.content;
              }),
            );
          } else {
            dispatch(
              insightsApi.util.updateQueryData('getInsights', fileId, (draft) => {
                draft.contents[type] = data.content;
                // It is the person's version now: regenerating it asks first (the next answer agrees).
                const run = draft.runs.find((r) => r.kind === type);
                if (run) run.edited = true;
              }),
            );
          }
        } catch {
          // The caller shows the failure toast.
        }
      },
    }),
    generateArticle: build.mutation<
      Answer<typeof generateArticle>,
      { fileId: string; body: Body<typeof generateArticle> }
    >({
      query: ({ fileId, body }) => generateArticle({ path: { id: fileId }, body }),
    }),
    getArticleStatus: build.query<Answer<typeof articleStatus>, string>({
      query: (articleId) => articleStatus({ path: { id: articleId } }),
      extraOptions: quiet,
    }),
    getArticle: build.query<Answer<typeof article>, string>({
      query: (articleId) => article({ path: { id: articleId } }),
      extraOptions: quiet,
    }),
    listArticles: build.query<Answer<typeof articles>, string>({
      query: (fileId) => articles({ path: { id: fileId } }),
      providesTags: (_result, _error, fileId) => [{ type: 'Articles', id: fileId }],
      extraOptions: quiet,
    }),
  }),
});

export const {
  useGetInsightsQuery,
  useRegenerateInsightsMutation,
  useUpdateContentMutation,
  useGenerateArticleMutation,
  useListArticlesQuery,
} = insightsApi;
