import type { Snippet, Speaker } from '@scriptloom/contracts';
import { canMergeNext, canMergePrevious } from '@scriptloom/transcript';
import { useState } from 'react';
import type { EditorStore } from '../state/editor-store';
import type { ParagraphActionEvent } from './EditorParagraphList';
import type { ParagraphMenuTarget } from './ParagraphMenu';
import type { SelectionInfo } from '../input/selection-actions';
import type { SpeakerMenuTarget } from './SpeakerMenu';
import { wordsElement } from '../input/text-caret';
import type { EditorSession } from '../session/use-editor-session';

interface ParagraphControlsOptions {
  store: EditorStore;
  session: EditorSession;
  snippets: Snippet[];
  speakers: Speaker[];
  /** The selection as rendered: the menu offers Split when it lies in the menu's paragraph. */
  selected: SelectionInfo | null;
  split: () => void;
  /** A comment's edit or delete button. */
  onCommentAction: (action: 'comment-edit' | 'comment-delete', snippet: Snippet, commentId: string) => void;
  /** "Rename speaker…". */
  onRenameSpeaker: (paragraph: number) => void;
  cycleKeys: string;
}

/**
 * Each paragraph's own controls: the speaker menu on its label, its comments' buttons and the
 * "More actions" menu (split, merge, rename speaker), one of each menu shared by all paragraphs.
 * Both menus also open from the keyboard at the caret's paragraph.
 */
export function useParagraphControls({
  store,
  session,
  snippets,
  speakers,
  selected,
  split,
  onCommentAction,
  onRenameSpeaker,
  cycleKeys,
}: ParagraphControlsOptions) {
  const [menu, setMenu] = useState<ParagraphMenuTarget | null>(null);
  const [speakerMenu, setSpeakerMenu] = useState<SpeakerMenuTarget | null>(null);
  const [adding, setAdding] = useState<number | null>(null);

  const onAction = ({ action, paragraph, element, commentId }: ParagraphActionEvent) => {
    const snippet = snippets[paragraph];
    if (!snippet) return;
    if (action === 'speaker') setSpeakerMenu({ anchor: element, paragraph });
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
    onSplit: split,
    onMergePrevious: () => store.dispatch({ type: 'mergePrevious', paragraph: menuParagraph }),
    onMergeNext: () => store.dispatch({ type: 'mergeNext', paragraph: menuParagraph }),
    onSpeaker: () => menu && setSpeakerMenu(menu),
    onRenameSpeaker: () => onRenameSpeaker(menuParagraph),
    comments: snippets[menuParagraph]?.comments ?? [],
    onComment: (action: 'comment-edit' | 'comment-delete', commentId: string) => {
      const snippet = snippets[menuParagraph];
      if (snippet) onCommentAction(action, snippet, commentId);
    },
  };

  const speakerParagraph = speakerMenu?.paragraph ?? -1;
  const used = new Set(snippets.map((snippet) => snippet.speaker));
  const speakerMenuProps = {
    target: speakerMenu,
    current: snippets[speakerParagraph]?.speaker ?? null,
    speakers,
    unused: speakerMenu ? speakers.map((s) => s.name).filter((name) => !used.has(name)) : [],
    cycleKeys,
    onClose: () => setSpeakerMenu(null),
    onPick: (speaker: string) => store.dispatch({ type: 'setSpeaker', paragraph: speakerParagraph, speaker }),
    onCycle: () => store.dispatch({ type: 'cycleSpeaker', paragraph: speakerParagraph }),
    onAdd: () => setAdding(speakerParagraph),
    onRename: () => onRenameSpeaker(speakerParagraph),
    onRemove: (name: string) => void session.removeSpeaker(name),
  };

  const addSpeakerProps = {
    open: adding !== null,
    existing: speakers.map((speaker) => speaker.name),
    onClose: () => setAdding(null),
    onAdd: async (name: string) => {
      const paragraph = adding;
      if (paragraph === null || !(await session.addSpeaker(name))) return false;
      store.dispatch({ type: 'setSpeaker', paragraph, speaker: name });
      return true;
    },
  };

  /** Opens a menu from the keyboard, anchored to the paragraph's own button. */
  const openAt = (kind: 'speaker' | 'menu', paragraph: number, root: HTMLElement | null) => {
    const words = root ? wordsElement(root, paragraph) : null;
    const anchor = words
      ?.closest('.paragraph')
      ?.querySelector<HTMLElement>(kind === 'speaker' ? '.speaker' : '[data-action="menu"]');
    if (!anchor) return;
    if (kind === 'speaker') setSpeakerMenu({ anchor, paragraph });
    else setMenu({ anchor, paragraph });
  };

  return { onAction, menuProps, speakerMenuProps, addSpeakerProps, openAt };
}
