import { useCallback, useState } from 'react';

/**
 * Whether the editor shows a video upload's picture (docs/product.md#playback), remembered per
 * browser for every file: someone who edits with the picture hidden wants it hidden on the next one.
 */
export const VIDEO_SHOWN_KEY = 'scriptloom.editor.video';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies): then the choice lasts the page's life.
    return null;
  }
}

export function readVideoShown(): boolean {
  return storage()?.getItem(VIDEO_SHOWN_KEY) !== 'hidden';
}

export function useVideoShown(): [shown: boolean, toggle: () => void] {
  const [shown, setShown] = useState(readVideoShown);
  const toggle = useCallback(() => {
    setShown((was) => {
      const next = !was;
      try {
        storage()?.setItem(VIDEO_SHOWN_KEY, next ? 'shown' : 'hidden');
      } catch {
        // A full or refused storage only loses the memory of the choice, not the choice.
      }
      return next;
    });
  }, []);
  return [shown, toggle];
}
