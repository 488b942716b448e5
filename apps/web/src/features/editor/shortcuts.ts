/**
 * The editor's keyboard shortcuts: one table that both the key handler and the "Keyboard shortcuts"
 * dialog read, so the help can never drift from what the keys do.
 *
 * "Mod" is Ctrl, or Cmd on a Mac. The combinations avoid what a textarea or the browser needs
 * (Ctrl+B has no meaning in a plain textarea; Ctrl+D and Ctrl+F/S are taken over only on this page).
 */
export type ShortcutId =
  'playPause' | 'playPauseSpace' | 'back' | 'faster' | 'slower' | 'find' | 'save' | 'strike' | 'help';

export interface Shortcut {
  id: ShortcutId;
  /** What the dialog shows, e.g. ['Mod', 'Space']. */
  keys: readonly string[];
  description: string;
  /** Ctrl or Cmd held. */
  mod: boolean;
  /** KeyboardEvent.code for layout-independent keys, or KeyboardEvent.key for printed characters. */
  code?: string;
  key?: string;
  /** Only outside text fields (and, for Space, outside buttons, where Space presses the button). */
  outsideFields?: boolean;
  outsideButtons?: boolean;
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
  // Outside text fields: there Ctrl+D is the field's own (delete forward on a Mac).
  {
    id: 'strike',
    keys: ['Mod', 'D'],
    description: 'Strike through selected words (outside text fields)',
    mod: true,
    code: 'KeyD',
    outsideFields: true,
  },
  { id: 'help', keys: ['?'], description: 'Show keyboard shortcuts', mod: false, key: '?', outsideFields: true },
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
  /** Focus is on a button, link or other control that Space activates. */
  onButton: boolean;
}

/** The shortcut a key press means here, or null. */
export function matchShortcut(event: KeyLike, context: KeyContext): ShortcutId | null {
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  for (const shortcut of SHORTCUTS) {
    if (shortcut.mod !== mod) continue;
    if (shortcut.outsideFields && context.inField) continue;
    if (shortcut.outsideButtons && context.onButton) continue;
    if (shortcut.code !== undefined) {
      // Shift is not part of any coded shortcut: Ctrl+Shift+S and friends belong to the browser.
      if (event.shiftKey || event.code !== shortcut.code) continue;
    } else if (event.key !== shortcut.key) continue;
    return shortcut.id;
  }
  return null;
}

/** "Ctrl" or "⌘" for the dialog, depending on the platform. */
export function modLabel(platform: string): string {
  return /Mac|iPhone|iPad/i.test(platform) ? '⌘' : 'Ctrl';
}

const FIELD_SELECTOR = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const BUTTON_SELECTOR = 'button, a[href], [role="button"], [role="menuitem"], [role="option"], [role="slider"]';

/** Where the key press happened, read from its target. */
export function keyContextOf(target: EventTarget | null): KeyContext {
  const element = target instanceof Element ? target : null;
  return {
    inField: Boolean(element?.closest(FIELD_SELECTOR)),
    onButton: Boolean(element?.closest(BUTTON_SELECTOR)),
  };
}
