import { EditorMessages } from '@scriptloom/contracts';
import { fillersToStrike } from '@scriptloom/transcript';
import { useState } from 'react';
import { showToast, successToast } from '../../../shared/notices/toast-slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import type { EditorStore } from '../state/editor-store';
import { loadOwnFillers, saveOwnFillers } from './own-fillers';

/**
 * "Remove filler words" (docs/product.md#filler-words): strikes every filler not struck yet in one
 * step of undo and says how many; the person's own list, kept in this browser, and its dialog.
 */
export function useFillerWords(store: EditorStore) {
  const dispatch = useAppDispatch();
  const [own, setOwn] = useState(() => loadOwnFillers());
  const [dialogOpen, setDialogOpen] = useState(false);

  const removeFillers = () => {
    // Typed text first ("um" typed a moment ago counts), then the count the reducer will strike.
    store.sync();
    const count = fillersToStrike(store.getState().doc.snippets, own).length;
    store.dispatch({ type: 'strikeFillers', own });
    dispatch(
      count > 0
        ? successToast(EditorMessages.fillersStruck(count))
        : showToast({ message: EditorMessages.noFillers, severity: 'info', autoClose: true }),
    );
  };

  const changeOwn = (list: string[]) => {
    setOwn(list);
    saveOwnFillers(list);
  };

  return {
    own,
    removeFillers,
    dialogProps: { open: dialogOpen, own, onChange: changeOwn, onClose: () => setDialogOpen(false) },
    openDialog: () => setDialogOpen(true),
  };
}
