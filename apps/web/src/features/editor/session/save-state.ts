/** The three save states the page shows (docs/product.md#versions-and-saving). */
export type SaveStateLabel = 'Unsaved changes' | 'Saving…' | 'All changes saved';

export function saveStateLabel(dirty: boolean, saving: boolean): SaveStateLabel {
  if (saving) return 'Saving…';
  return dirty ? 'Unsaved changes' : 'All changes saved';
}
