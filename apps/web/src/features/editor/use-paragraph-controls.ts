import type { Snippet } from '@scriptloom/contracts';
import { canMergeNext, canMergePrevious } from '@scriptloom/transcript';
import { useCallback, useState } from 'react';
import type { EditorStore } from './editor-state';
import type { ParagraphActionEvent } from './EditorParagraphList';
import type { ParagraphMenuTarget } from './ParagraphMenu';
import type { SelectionInfo } from './selection-actions';

interface ParagraphControlsOptions {
  store: EditorStore;
  snippets: Snippet[];
  /** The selection as rendered: the menu offers Split when it lies in the menu's paragraph. */
  selected: SelectionInfo | null;
  split: () => void;
  /** A comment's edit or delete button. */
  onCommentAction: (action: 'comment-edit' | 'comment-delete', snippet: Snippet, commentId: string) => void;
  /** The menu's "Rename speaker…". */
  onRenameSpeaker: (paragraph: number) => void;
}

/**
 * Each paragraph's own controls: its speaker button, text editing, its comments' buttons and the
 * "More actions" menu (edit, split, merge, rename speaker), one menu shared by all paragraphs.
 */
export function useParagraphControls({
  store,
  snippets,
  selected,
  split,
  onCommentAction,
  onRenameSpeaker,
}: ParagraphControlsOptions) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [menu, setMenu] = useState<ParagraphMenuTarget | null>(null);

  const onTextDone = useCallback(
    (paragraph: number, text: string | null, splitAtCaret?: number) => {
      setEditingId(null);
      if (text === null) return;
      store.dispatch({
        type: 'setText',
        paragraph,
        text,
        ...(splitAtCaret !== undefined ? { splitAtCaret } : {}),
      });
    },
    [store],
  );

  const onAction = ({ action, paragraph, element, commentId }: ParagraphActionEvent) => {
    const snippet = snippets[paragraph];
    if (!snippet) return;
    if (action === 'speaker') store.dispatch({ type: 'cycleSpeaker', paragraph });
    else if (action === 'edit') setEditingId(snippet.id);
    else if (action === 'menu') setMenu({ anchor: element, paragraph });
    else if (commentId) onCommentAction(action, snippet, commentId);
  };

  const menuParagraph = menu?.paragraph ?? -1;
  const menuProps = {
    target: menu,
    canMergePrevious: menu !== null && canMergePrevious(menu.paragraph),
    canMergeNext: menu !== null && canMergeNext(menu.paragraph, snippets.length),
    canSplit: selected !== null && selected.from.paragraph === menuParagraph && selected.canSplit,
    onClose: () => setMenu(null),
    onEdit: () => {
      const snippet = snippets[menuParagraph];
      if (snippet) setEditingId(snippet.id);
    },
    onSplit: split,
    onMergePrevious: () => store.dispatch({ type: 'mergePrevious', paragraph: menuParagraph }),
    onMergeNext: () => store.dispatch({ type: 'mergeNext', paragraph: menuParagraph }),
    onRenameSpeaker: () => onRenameSpeaker(menuParagraph),
  };

  return { editingId, onTextDone, onAction, menuProps };
}
