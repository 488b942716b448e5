import { OWN_FILLERS_LIMITS, isDefaultFiller, normaliseFillerEntry } from '@scriptloom/transcript';

/**
 * The person's own filler words and phrases (docs/product.md#filler-words), remembered per browser.
 * Entries are kept as they are matched (normaliseFillerEntry: lower case, no punctuation at the
 * ends), so the list shows exactly what "Remove filler words" looks for.
 */
export const OWN_FILLERS_KEY = 'ownFillerWords';

/** The part of Storage these functions use, so tests can hand in a plain object. */
export type FillersStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reads back the stored list. Anything that is not a list gives an empty one; each entry is checked
 * on its own, so a value edited by hand or written by an older version loses only what is wrong.
 */
export function parseStoredFillers(raw: string | null): string[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const list: string[] = [];
  for (const entry of stored) {
    if (typeof entry !== 'string' || entry.length > OWN_FILLERS_LIMITS.chars) continue;
    const normal = normaliseFillerEntry(entry);
    if (normal !== null && !list.includes(normal)) list.push(normal);
    if (list.length === OWN_FILLERS_LIMITS.entries) break;
  }
  return list;
}

/** The list with `entry` added, or why it cannot be (shown under the dialog's field). */
export function addOwnFiller(list: readonly string[], entry: string): { list: string[] } | { error: string } {
  if (entry.trim().length > OWN_FILLERS_LIMITS.chars) {
    return { error: `Keep it to ${OWN_FILLERS_LIMITS.chars} characters.` };
  }
  const normal = normaliseFillerEntry(entry);
  if (normal === null) return { error: 'Enter a word or phrase.' };
  if (list.includes(normal)) return { error: 'That is on your list already.' };
  if (!normal.includes(' ') && isDefaultFiller(normal))
    return { error: 'That is struck already: it is a default filler.' };
  if (list.length >= OWN_FILLERS_LIMITS.entries) {
    return { error: `Your list holds at most ${OWN_FILLERS_LIMITS.entries} entries: remove one first.` };
  }
  return { list: [...list, normal] };
}

export function loadOwnFillers(storage: FillersStorage | null = browserStorage()): string[] {
  try {
    return parseStoredFillers(storage?.getItem(OWN_FILLERS_KEY) ?? null);
  } catch {
    return [];
  }
}

export function saveOwnFillers(list: readonly string[], storage: FillersStorage | null = browserStorage()): void {
  try {
    storage?.setItem(OWN_FILLERS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list lasts until the page is left.
  }
}

function browserStorage(): FillersStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
