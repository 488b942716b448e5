import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page's two views; `?view=content` opens (and links to) the written content. */
export type EditorView = 'transcript' | 'content';
const VIEW_PARAM = 'view';

/** The view shown, kept in the address (replacing the history entry, so Back leaves the page). */
export function useEditorView(): [EditorView, (next: EditorView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: EditorView = searchParams.get(VIEW_PARAM) === 'content' ? 'content' : 'transcript';
  const setView = useCallback(
    (next: EditorView) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          if (next === 'content') copy.set(VIEW_PARAM, 'content');
          else copy.delete(VIEW_PARAM);
          return copy;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [view, setView];
}
