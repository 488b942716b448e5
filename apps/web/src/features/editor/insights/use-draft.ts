import { useState, type KeyboardEvent } from 'react';

/**
 * Edit -> draft -> Save for one text: `draft` is null when not editing. Escape cancels (not while a
 * save runs), Ctrl/Cmd+Enter saves; the draft is kept when the save fails, so nothing typed is lost.
 */
export function useDraft(onSave: (text: string) => Promise<boolean>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      if (await onSave(draft)) setDraft(null);
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };
  return { draft, setDraft, editing: draft !== null, saving, save, onKeyDown };
}
