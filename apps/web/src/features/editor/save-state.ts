/** The three states spec section 7 shows, in its words. */
export type SaveStateLabel = 'Unsaved changes' | 'Saving…' | 'All changes saved';

export function saveStateLabel(dirty: boolean, saving: boolean): SaveStateLabel {
  if (saving) return 'Saving…';
  return dirty ? 'Unsaved changes' : 'All changes saved';
}
