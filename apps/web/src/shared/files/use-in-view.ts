import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element is on screen, so that only visible rows poll their status. Without
 * IntersectionObserver (very old browsers, some test environments) everything counts as visible.
 */
export function useInView<T extends Element>(): [(node: T | null) => void, boolean] {
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.current.observe(node);
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, inView];
}
