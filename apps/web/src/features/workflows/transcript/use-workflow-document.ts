import type { DetailsResponse } from '@scriptloom/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { workflowsApi } from '../../../shared/workflows/workflows-api';
import { loadWorkflowDocument, type DocumentReads, type LoadProgress } from './load-document';

export type WorkflowDocument =
  | { status: 'loading' }
  /** The first paragraphs are here, the rest still coming: shown, not yet editable. */
  | { status: 'partial'; progress: LoadProgress }
  | { status: 'ready'; details: DetailsResponse }
  | { status: 'failed'; error: unknown };

/** Each read goes to the server: a cached answer could be of an older version than the next page. */
const fresh = { subscribe: false, forceRefetch: true } as const;

/**
 * A workflow's transcript document, loaded as load-document.ts pages it, for the workflow page's
 * editor: `refetch` reads the whole of it again (after a conflict) and hands it over; `retry`
 * starts again after a failure.
 */
export function useWorkflowDocument(id: string, skip: boolean) {
  const dispatch = useAppDispatch();
  const reads = useMemo<DocumentReads>(
    () => ({
      opening: () => dispatch(workflowsApi.endpoints.getTranscriptOpening.initiate(id, fresh)).unwrap(),
      page: (start) => dispatch(workflowsApi.endpoints.getTranscriptPage.initiate({ id, start }, fresh)).unwrap(),
    }),
    [dispatch, id],
  );
  const [state, setState] = useState<WorkflowDocument>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (skip) return;
    let live = true;
    setState({ status: 'loading' });
    loadWorkflowDocument(reads, (progress) => live && setState({ status: 'partial', progress }))
      .then((details) => live && setState({ status: 'ready', details }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [reads, skip, attempt]);

  const refetch = useCallback(async () => {
    try {
      return await loadWorkflowDocument(reads);
    } catch {
      return undefined;
    }
  }, [reads]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, refetch, retry };
}
