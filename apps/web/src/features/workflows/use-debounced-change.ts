import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text field's draft that is handed on once typing pauses. The draft follows the committed value
 * when that changes from elsewhere (back button, a shared link).
 */
export function useDebouncedChange(value: string, commit: (next: string) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft === value) return undefined;
    const timer = setTimeout(() => commit(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, commit, delayMs]);

  return [draft, setDraft] as const;
}
