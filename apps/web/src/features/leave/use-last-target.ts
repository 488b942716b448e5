import { useState } from 'react';

/**
 * The last non-null target of a dialog: while the dialog fades out after `target` went null, it
 * keeps showing what it was about instead of flashing empty or switching its wording.
 */
export function useLastTarget<T>(target: T | null): T | null {
  const [last, setLast] = useState(target);
  // Updating state while rendering is React's way to follow a prop; it re-renders before painting.
  if (target !== null && target !== last) setLast(target);
  return target ?? last;
}
