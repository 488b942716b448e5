import { INSIGHTS_POLL_MS, type Chapter, type DetailsResponse } from '@scriptloom/contracts';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { insightsApi } from '../insights/insights-api';
import { useAdoptGenerated } from '../insights/use-adopt-generated';
import { useArticleGeneration } from '../insights/use-article-generation';
import { useInsights, type InsightsOptions } from '../insights/use-insights';
import type { EditorSession } from '../session/use-editor-session';

/**
 * The file's insights and articles beside the transcript: what insight jobs finish while the page is
 * open joins the document, and the summary and chapter panels save through `PUT /up/processed_data`
 * (a server-side edit of the session, which says `summary updated` or `chapters updated`).
 */
export function useEditorInsights(file: DetailsResponse['es_doc'], session: EditorSession) {
  const dispatch = useAppDispatch();
  const { store } = session;
  const saveSummary = useCallback(
    async (text: string) => {
      const summary = text.trim();
      // Saving what is already there writes nothing and says nothing: the panel just closes.
      if (summary === (store.getState().doc.summary ?? '')) return true;
      return session.saveSummary(summary);
    },
    [session, store],
  );

  const saveChapters = useCallback(
    async (chapters: Chapter[]) => {
      if (JSON.stringify(chapters) === JSON.stringify(store.getState().doc.chapters)) return true;
      return session.saveChapters(chapters);
    },
    [session, store],
  );

  // The fields the editor holds: whether the person changed them is judged on the editor's own
  // copy, and a replaced version is put back as the person's own save would put it
  // (docs/product.md#out-of-date-content). Entities cannot be put back as a whole here.
  const options: InsightsOptions = {
    local: {
      summary: {
        value: () => store.getState().doc.summary,
        restore: (previous) => saveSummary(typeof previous === 'string' ? previous : ''),
      },
      chapters: {
        value: () => store.getState().doc.chapters,
        restore: (previous) => saveChapters(previous as Chapter[]),
      },
      keywords: {
        value: () => store.getState().doc.keywords,
        restore: (previous) => {
          store.dispatch({ type: 'setKeywords', keywords: previous as string[] });
          return session.save();
        },
      },
      entities: { value: () => store.getState().doc.entities },
    },
    // Unsaved edits first: saved after the new result, they would quietly put the old one back.
    beforeRegenerate: session.save,
  };
  const insights = useInsights(file.id, options);

  // What insight jobs finish while the page is open joins the document (entities then highlight).
  useAdoptGenerated(insights.data, insights.fulfilledAt, file.processed_data, (fields) =>
    store.dispatch({ type: 'adoptGenerated', fields }),
  );
  const articles = useArticleGeneration(file.id);
  const headline = insights.data?.processed_data.headline ?? file.processed_data.headline;

  // A saved change of words or speakers can put generated content out of date: once saving pauses,
  // ask again, so the marks (and the articles') follow (docs/product.md#out-of-date-content).
  const version = useSyncExternalStore(store.subscribe, () => store.getState().version);
  const openedVersion = useRef(version);
  const { refetch } = insights;
  useEffect(() => {
    if (version === openedVersion.current) return;
    const timer = window.setTimeout(() => {
      refetch();
      dispatch(insightsApi.util.invalidateTags([{ type: 'Articles', id: file.id }]));
    }, INSIGHTS_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [version, refetch, dispatch, file.id]);

  return { insights, articles, headline, saveSummary, saveChapters };
}
