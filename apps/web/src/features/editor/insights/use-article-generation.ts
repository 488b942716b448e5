import {
  ARTICLE_POLL_MS,
  InsightsMessages,
  type Article,
  type ArticleGenerateInput,
  type ArticleStatus,
} from '@scriptloom/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeApiError } from '../../../api/api-error';
import { useAppDispatch } from '../../../shared/store/hooks';
import { showToast } from '../../../shared/notices/toast-slice';
import { ArticlePoller } from './article-poller';
import { insightsApi, useGenerateArticleMutation } from './insights-api';

export interface ArticleGeneration {
  /** Sends the generate request and starts following the article; false when the request failed. */
  submit: (body: ArticleGenerateInput) => Promise<boolean>;
  /** Follows an article seen still queued or processing (e.g. started on an earlier visit). */
  track: (articleId: string, status: ArticleStatus) => void;
  /** Articles still being written. */
  pending: readonly string[];
  selectedId: string | null;
  select: (articleId: string) => void;
}

/**
 * Article generation for one file, owned by the editor page rather than the dialog or the tab: the
 * status polling goes on when the dialog closes or another tab is shown, and stops when the page
 * is left. `intervalMs` defaults to 10 s (docs/product.md#articles).
 */
export function useArticleGeneration(fileId: string, intervalMs: number = ARTICLE_POLL_MS): ArticleGeneration {
  const dispatch = useAppDispatch();
  const [generate] = useGenerateArticleMutation();
  const [pending, setPending] = useState<readonly string[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const poller = useRef<ArticlePoller | null>(null);

  useEffect(() => {
    const refreshList = () => dispatch(insightsApi.util.invalidateTags([{ type: 'Articles', id: fileId }]));
    const current = new ArticlePoller({
      intervalMs,
      fetchStatus: (articleId) =>
        dispatch(
          insightsApi.endpoints.getArticleStatus.initiate(articleId, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
      fetchArticle: (articleId) =>
        dispatch(
          insightsApi.endpoints.getArticle.initiate(articleId, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
      onProcessed: (article: Article) => {
        // Shown at once from the answer, then the list is loaded again for the server's order.
        dispatch(
          insightsApi.util.updateQueryData('listArticles', fileId, (draft) => {
            const at = draft.items.findIndex((item) => item.id === article.id);
            if (at >= 0) draft.items[at] = article;
            else draft.items.unshift(article);
          }),
        );
        refreshList();
        setSelectedId(article.id);
      },
      onFailed: () => {
        dispatch(showToast({ message: InsightsMessages.articleFailed, severity: 'error', autoClose: true }));
        refreshList();
      },
      onPendingChange: (ids) => setPending(ids),
      // A deleted article will never finish: stop asking.
      isFatal: (error) => describeApiError(error).status === 404,
    });
    poller.current = current;
    return () => {
      current.stop();
      poller.current = null;
      setPending([]);
    };
  }, [dispatch, fileId, intervalMs]);

  const track = useCallback((articleId: string, status: ArticleStatus) => poller.current?.track(articleId, status), []);

  const submit = useCallback(
    async (body: ArticleGenerateInput) => {
      try {
        // Failures are toasted by the base query with the server's words.
        const answer = await generate({ fileId, body }).unwrap();
        poller.current?.track(answer.id, answer.status);
        dispatch(insightsApi.util.invalidateTags([{ type: 'Articles', id: fileId }]));
        return true;
      } catch {
        return false;
      }
    },
    [dispatch, fileId, generate],
  );

  return useMemo(
    () => ({ submit, track, pending, selectedId, select: setSelectedId }),
    [submit, track, pending, selectedId],
  );
}
