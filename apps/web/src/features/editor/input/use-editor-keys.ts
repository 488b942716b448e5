import type { TextPoint } from '@scriptloom/transcript';
import { useReadOnly } from '../../../components/read-only';
import type { Playback } from '../playback/use-playback';
import type { EditorStore } from '../state/editor-store';
import type { SelectionInfo } from './selection-actions';
import { useEditorShortcuts } from './use-editor-shortcuts';

interface EditorKeys {
  store: EditorStore;
  playback: Playback;
  /** The caret as a paragraph and offset (input/use-document-editing.ts). */
  caret: () => TextPoint | null;
  /** The selection as the browser has it now. */
  liveSelection: () => SelectionInfo | null;
  /** Wraps an action that reads words from the page: typed text is handed back first. */
  settled: (action: () => void) => () => void;
  undo: () => void;
  redo: () => void;
  save: () => void;
  strike: () => void;
  comment: () => void;
  entity: () => void;
  /** Opens a paragraph's speaker menu or its menu of actions. */
  openMenu: (kind: 'speaker' | 'menu', paragraph: number) => void;
  openFind: () => void;
  openHelp: () => void;
}

/**
 * The editor's keyboard shortcuts (docs/product.md#editing-with-the-keyboard, input/shortcuts.ts).
 * Read only, those that would change the document do nothing (docs/product.md#permission-matrix).
 */
export function useEditorKeys(keys: EditorKeys): void {
  const { store, playback, settled } = keys;
  const atCaret = (action: (paragraph: number) => void) => () => {
    const point = keys.caret();
    if (point) action(point.paragraph);
  };
  const openMenu = (kind: 'speaker' | 'menu') => atCaret((paragraph) => keys.openMenu(kind, paragraph));
  const playFromCaret = settled(() => {
    const word = keys.liveSelection();
    const start = word
      ? playback.index.starts[(playback.index.firstWordOf[word.from.paragraph] ?? 0) + word.from.word]
      : undefined;
    if (start !== undefined) playback.playFrom(start);
  });
  const readOnly = useReadOnly();
  const edit = (action: () => void) => (readOnly === null ? action : () => {});
  useEditorShortcuts({
    playPause: playback.togglePlay,
    playPauseSpace: playback.togglePlay,
    back: playback.skipBack,
    faster: () => playback.stepRate(1),
    slower: () => playback.stepRate(-1),
    find: keys.openFind,
    save: edit(keys.save),
    undo: edit(keys.undo),
    redo: edit(keys.redo),
    redoY: edit(keys.redo),
    strike: edit(settled(keys.strike)),
    comment: edit(settled(keys.comment)),
    entity: edit(settled(keys.entity)),
    speakerMenu: edit(openMenu('speaker')),
    nextSpeaker: edit(atCaret((paragraph) => store.dispatch({ type: 'cycleSpeaker', paragraph }))),
    paragraphMenu: edit(openMenu('menu')),
    paragraphMenuKey: edit(openMenu('menu')),
    playFromCaret,
    help: keys.openHelp,
  });
}
