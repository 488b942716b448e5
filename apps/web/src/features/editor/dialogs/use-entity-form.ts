import { cleanEntityAddition } from '@scriptloom/transcript';
import { useMemo, useState } from 'react';
import type { EditorStore } from '../state/editor-store';
import type { EditorDoc } from '../state/types';
import { entityTypeChoices } from '../paragraphs/entity-palette';
import type { SelectionInfo } from '../input/selection-actions';

/** "Add entity": the selected phrase, the types offered for it, and adding it to the document. */
export function useEntityForm(
  store: EditorStore,
  entities: EditorDoc['entities'],
  liveSelection: () => SelectionInfo | null,
) {
  const [phrase, setPhrase] = useState<string | null>(null);
  const types = useMemo(() => entityTypeChoices(entities), [entities]);
  const start = () => {
    const selected = liveSelection()?.entityPhrase;
    if (selected) setPhrase(cleanEntityAddition(selected));
  };
  const add = (type: string) => {
    if (phrase) store.dispatch({ type: 'addEntity', entityType: type, phrase });
  };
  const close = () => setPhrase(null);
  return { phrase, types, start, add, close };
}
