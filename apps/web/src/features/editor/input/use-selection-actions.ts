import type { Snippet } from '@scriptloom/contracts';
import { useMemo, useRef } from 'react';
import type { WordIndex } from '../../../shared/playback/word-index';
import type { EditorStore } from '../state/editor-store';
import { selectionRefs } from './selection';
import { describeSelection, type SelectionInfo } from './selection-actions';
import { useWordSelection } from './use-word-selection';

/**
 * The words selected in the transcript and the edits made on them directly: strike and split.
 * `selected` (state) enables the toolbar; actions read `live()`, the selection at the moment of the
 * action, since the rendered one may be a frame old.
 */
export function useSelectionActions(store: EditorStore, index: WordIndex, snippets: Snippet[]) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { selection, read, clear } = useWordSelection(rootRef);
  const selected = useMemo(() => describeSelection(selection, index, snippets), [selection, index, snippets]);
  const live = (): SelectionInfo | null => describeSelection(read(), index, snippets);

  const strike = () => {
    const current = read();
    const refs = current && selectionRefs(index, current);
    if (refs) store.dispatch({ type: 'strike', from: refs.from, to: refs.to });
  };
  const split = () => {
    const info = live();
    if (!info?.canSplit) return;
    store.dispatch({ type: 'split', paragraph: info.from.paragraph, word: info.from.word });
    clear();
  };

  return { rootRef, selected, live, clear, strike, split };
}
