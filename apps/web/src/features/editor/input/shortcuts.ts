/**
 * The editor's keyboard shortcuts: one table that both the key handler and the "Keyboard shortcuts"
 * dialog read, so the help can never drift from what the keys do.
 *
 * "Mod" is Ctrl, or Cmd on a Mac. The combinations avoid what a textarea or the browser needs
 * (Ctrl+B has no meaning in a plain textarea; Ctrl+D and Ctrl+F/S are taken over only on this page).
 */
export type ShortcutId =
  | 'playPause'
  | 'playPauseSpace'
  | 'back'
  | 'faster'
  | 'slower'
  | 'find'
  | 'save'
  | 'undo'
  | 'redo'
  | 'redoY'
  | 'strike'
  | 'comment'
  | 'entity'
  | 'speakerMenu'
  | 'nextSpeaker'
  | 'paragraphMenu'
  | 'paragraphMenuKey'
  | 'playFromCaret'
  | 'help';

export interface Shortcut {
  id: ShortcutId;
  /** What the dialog shows, e.g. ['Mod', 'Space']. */
  keys: readonly string[];
  description: string;
  /** Ctrl or Cmd held. */
  mod: boolean;
  /** Shift and Alt held (coded shortcuts only; default not). */
  shift?: boolean;
  alt?: boolean;
  /** KeyboardEvent.code for layout-independent keys, or KeyboardEvent.key for printed characters. */
  code?: string;
  key?: string;
  /** Only outside text fields (and, for Space, outside buttons, where Space presses the button). */
  outsideFields?: boolean;
  outsideButtons?: boolean;
  /** With outsideFields: the transcript's own text still counts (it is the editor, not a form field). */
  inTranscript?: boolean;
  /** Only with the caret in the transcript: the action is on the caret's word or paragraph. */
  onlyTranscript?: boolean;
}

/** Seconds the "back" shortcut rewinds. */
export const BACK_SECONDS = 5;

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'playPause', keys: ['Mod', 'Space'], description: 'Play or pause', mod: true, code: 'Space' },
  {
    id: 'playPauseSpace',
    keys: ['Space'],
    description: 'Play or pause (outside text fields and buttons)',
    mod: false,
    code: 'Space',
    outsideFields: true,
    outsideButtons: true,
  },
  { id: 'back', keys: ['Mod', 'B'], description: `Back ${BACK_SECONDS} seconds`, mod: true, code: 'KeyB' },
  { id: 'faster', keys: ['Mod', '.'], description: 'Faster playback', mod: true, code: 'Period' },
  { id: 'slower', keys: ['Mod', ','], description: 'Slower playback', mod: true, code: 'Comma' },
  { id: 'find', keys: ['Mod', 'F'], description: 'Find and replace', mod: true, code: 'KeyF' },
  { id: 'save', keys: ['Mod', 'S'], description: 'Save now', mod: true, code: 'KeyS' },
  // In a form field (the summary, a dialog) undo is the field's own; in the transcript it is the editor's.
  {
    id: 'undo',
    keys: ['Mod', 'Z'],
    description: 'Undo',
    mod: true,
    code: 'KeyZ',
    outsideFields: true,
    inTranscript: true,
  },
  {
    id: 'redo',
    keys: ['Mod', 'Shift', 'Z'],
    description: 'Redo',
    mod: true,
    shift: true,
    code: 'KeyZ',
    outsideFields: true,
    inTranscript: true,
  },
  {
    id: 'redoY',
    keys: ['Mod', 'Y'],
    description: 'Redo',
    mod: true,
    code: 'KeyY',
    outsideFields: true,
    inTranscript: true,
  },
  // Outside form fields: there Ctrl+D is the field's own (delete forward on a Mac).
  {
    id: 'strike',
    keys: ['Mod', 'D'],
    description: 'Strike through the selected words (or the word at the caret)',
    mod: true,
    code: 'KeyD',
    outsideFields: true,
    inTranscript: true,
  },
  {
    id: 'comment',
    keys: ['Mod', 'Alt', 'M'],
    description: 'Comment on the selected words',
    mod: true,
    alt: true,
    code: 'KeyM',
    onlyTranscript: true,
  },
  {
    id: 'entity',
    keys: ['Mod', 'Shift', 'E'],
    description: 'Add the selected words as an entity',
    mod: true,
    shift: true,
    code: 'KeyE',
    onlyTranscript: true,
  },
  {
    id: 'speakerMenu',
    keys: ['Mod', 'Shift', 'S'],
    description: 'Choose, add or rename the speaker of this paragraph',
    mod: true,
    shift: true,
    code: 'KeyS',
    onlyTranscript: true,
  },
  {
    id: 'nextSpeaker',
    keys: ['Mod', "'"],
    description: 'Give this paragraph to the next speaker',
    mod: true,
    code: 'Quote',
    onlyTranscript: true,
  },
  {
    id: 'paragraphMenu',
    keys: ['Shift', 'F10'],
    description: 'More actions for this paragraph (split, merge, speaker)',
    mod: false,
    shift: true,
    code: 'F10',
    onlyTranscript: true,
  },
  {
    id: 'paragraphMenuKey',
    keys: ['Menu'],
    description: 'More actions for this paragraph',
    mod: false,
    key: 'ContextMenu',
    onlyTranscript: true,
  },
  {
    id: 'playFromCaret',
    keys: ['Mod', 'Enter'],
    description: 'Play from the word at the caret',
    mod: true,
    code: 'Enter',
    onlyTranscript: true,
  },
  { id: 'help', keys: ['?'], description: 'Show keyboard shortcuts', mod: false, key: '?', outsideFields: true },
];

/** Keys the transcript's text itself understands (not shortcuts: the editing surface handles them). */
export const TEXT_KEYS: readonly { keys: readonly string[]; description: string }[] = [
  { keys: ['Enter'], description: 'Split the paragraph at the caret' },
  { keys: ['Backspace'], description: 'At the start of a paragraph: merge it with the one before' },
  { keys: ['Delete'], description: 'At the end of a paragraph: merge the next one into it' },
  { keys: ['Shift', 'Arrows'], description: 'Select words (across paragraphs too); typing replaces them' },
  { keys: ['Mod', 'Click'], description: 'Play from the clicked word' },
  { keys: ['Tab'], description: 'Leave the transcript (it is one stop in the page)' },
];

/** The parts of a KeyboardEvent the matcher reads (a plain object in tests). */
export interface KeyLike {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface KeyContext {
  /** Focus is in an input, textarea, select or contenteditable. */
  inField: boolean;
  /** Focus is in the transcript's text (itself a contenteditable, so inField too). */
  inTranscript?: boolean;
  /** Focus is on a button, link or other control that Space activates. */
  onButton: boolean;
}

/** The shortcut a key press means here, or null. */
export function matchShortcut(event: KeyLike, context: KeyContext): ShortcutId | null {
  const mod = event.ctrlKey || event.metaKey;
  const inTranscript = context.inTranscript ?? false;
  for (const shortcut of SHORTCUTS) {
    if (shortcut.mod !== mod || (shortcut.alt ?? false) !== event.altKey) continue;
    if (shortcut.onlyTranscript && !inTranscript) continue;
    if (shortcut.outsideFields && context.inField && !(shortcut.inTranscript && inTranscript)) continue;
    if (shortcut.outsideButtons && context.onButton) continue;
    if (shortcut.code !== undefined) {
      // Shift counts only where a shortcut names it: other Ctrl+Shift keys belong to the browser.
      if ((shortcut.shift ?? false) !== event.shiftKey || event.code !== shortcut.code) continue;
    } else if (event.key !== shortcut.key) continue;
    return shortcut.id;
  }
  return null;
}

/** "Ctrl" or "⌘" for the dialog, depending on the platform. */
export function modLabel(platform: string): string {
  return /Mac|iPhone|iPad/i.test(platform) ? '⌘' : 'Ctrl';
}

const TRANSCRIPT_SELECTOR = '[data-testid="transcript"]';
const FIELD_SELECTOR = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const BUTTON_SELECTOR = 'button, a[href], [role="button"], [role="menuitem"], [role="option"], [role="slider"]';

/** Where the key press happened, read from its target. */
export function keyContextOf(target: EventTarget | null): KeyContext {
  const element = target instanceof Element ? target : null;
  return {
    inField: Boolean(element?.closest(FIELD_SELECTOR)),
    inTranscript: Boolean(element?.closest(TRANSCRIPT_SELECTOR)),
    onButton: Boolean(element?.closest(BUTTON_SELECTOR)),
  };
}
