import { useEffect, useState } from 'react';

/**
 * False at first, true `ms` after mounting. docs/product.md#opening-a-transcript stages the extras: the words
 * appear first, entity highlights ENTITY_INIT_DELAY_MS later and comments COMMENT_INIT_DELAY_MS later,
 * so opening a long transcript paints text as early as possible.
 */
export function useDelayedFlag(ms: number): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOn(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return on;
}
