import type {
  Article,
  ArticleGenerateInput,
  ArticleGenerateResponse,
  ArticleListResponse,
  ArticleStatusResponse,
  ContentType,
  ContentUpdateResponse,
  InsightKind,
  InsightsResponse,
  RegenerateResponse,
} from '@scriptloom/contracts';
import { api } from '../../../api/api';

// These endpoints report their own failures: a background poll must not toast every few seconds,
// and the content save has its own failure sentence (docs/product.md#insights).
const quiet = { quiet: true } as const;
const enc = encodeURIComponent;

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
    getInsights: build.query<InsightsResponse, string>({
      query: (id) => `up/insights/${enc(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Insights', id }],
      extraOptions: quiet,
    }),
    // Not quiet: the server's text (e.g. 409 INSIGHT_RUNNING) is what the person should read.
    regenerateInsights: build.mutation<RegenerateResponse, { fileId: string; kinds: InsightKind[] }>({
      query: ({ fileId, kinds }) => ({ url: `up/insights/${enc(fileId)}/regenerate`, method: 'POST', body: { kinds } }),
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
    updateContent: build.mutation<ContentUpdateResponse, ContentUpdateArgs>({
      query: ({ fileId, type, content, articleId }) => ({
        url: `v1/up/processed_data/${enc(fileId)}/${enc(type)}`,
        method: 'PUT',
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
    generateArticle: build.mutation<ArticleGenerateResponse, { fileId: string; body: ArticleGenerateInput }>({
      query: ({ fileId, body }) => ({ url: `article/generate/${enc(fileId)}`, method: 'POST', body }),
    }),
    getArticleStatus: build.query<ArticleStatusResponse, string>({
      query: (articleId) => `article/status/${enc(articleId)}`,
      extraOptions: quiet,
    }),
    getArticle: build.query<Article, string>({
      query: (articleId) => `article/article/${enc(articleId)}`,
      extraOptions: quiet,
    }),
    listArticles: build.query<ArticleListResponse, string>({
      query: (fileId) => `article/${enc(fileId)}`,
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
