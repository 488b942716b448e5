import { EditorMessages, type DetailsResponse } from '@scriptloom/contracts';
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { successToast } from '../../app/toast/toast-slice';
import { useAdoptGenerated } from '../insights/use-adopt-generated';
import { useArticleGeneration } from '../insights/use-article-generation';
import { useInsights } from '../insights/use-insights';
import type { EditorSession } from './use-editor-session';

/**
 * The file's insights and articles beside the transcript: what insight jobs finish while the page is
 * open joins the document, and the summary panel saves through the document save.
 */
export function useEditorInsights(file: DetailsResponse['es_doc'], session: EditorSession) {
  const dispatch = useAppDispatch();
  const { store } = session;
  const insights = useInsights(file.id);
  // What insight jobs finish while the page is open joins the document (entities then highlight).
  useAdoptGenerated(insights.data, insights.fulfilledAt, file.processed_data, (fields) =>
    store.dispatch({ type: 'adoptGenerated', fields }),
  );
  const articles = useArticleGeneration(file.id);
  const headline = insights.data?.processed_data.headline ?? file.processed_data.headline;
  const saveSummary = useCallback(
    async (text: string) => {
      store.dispatch({ type: 'setSummary', summary: text.trim() ? text.trim() : null });
      // Through the document save, so the version the editor holds stays the one the server has.
      const ok = await session.save();
      if (ok) dispatch(successToast(EditorMessages.summaryUpdated));
      return ok;
    },
    [dispatch, session, store],
  );
  return { insights, articles, headline, saveSummary };
}
