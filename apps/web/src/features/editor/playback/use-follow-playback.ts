import { useEffect, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import type { ActiveWordHighlighter } from '../../../shared/playback/highlighter';
import type { WordIndex } from '../../../shared/playback/word-index';

/** After the user scrolls, the transcript leaves the view alone this long. */
export const USER_SCROLL_GRACE_MS = 4000;
const CHECK_EVERY_MS = 500;
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);

/**
 * Keeps the word being played on screen: when it scrolls out of view (or out of the rendered part of
 * the virtual list) the list brings it back, unless the user scrolled in the last few seconds (they
 * are reading elsewhere). Checks twice a second while playing; touches no React state.
 */
export function useFollowPlayback(
  media: HTMLMediaElement | null,
  highlighter: ActiveWordHighlighter,
  index: WordIndex,
  list: RefObject<VirtuosoHandle | null>,
  /** Bottom edge of the sticky player: words under it are not visible. */
  topInset: () => number,
) {
  useEffect(() => {
    if (!media) return undefined;
    let lastUserScroll = 0;
    const userScrolled = () => {
      lastUserScroll = Date.now();
    };
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key) && !(event.target instanceof Element && event.target.closest('input, textarea')))
        userScrolled();
    };
    const check = () => {
      if (media.paused || Date.now() - lastUserScroll < USER_SCROLL_GRACE_MS) return;
      const word = highlighter.activeWord;
      if (word < 0) return;
      const element = document.querySelector<HTMLElement>(`[data-testid="transcript"] [data-w="${word}"]`);
      if (element) {
        const rect = element.getBoundingClientRect();
        if (rect.top >= topInset() && rect.bottom <= window.innerHeight) return;
        element.scrollIntoView({ block: 'center' });
        return;
      }
      const paragraph = index.paragraphOf[word];
      if (paragraph !== undefined) list.current?.scrollToIndex({ index: paragraph, align: 'center' });
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('wheel', userScrolled, { passive: true });
    window.addEventListener('touchmove', userScrolled, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      clearInterval(timer);
      window.removeEventListener('wheel', userScrolled);
      window.removeEventListener('touchmove', userScrolled);
      window.removeEventListener('keydown', onKey);
    };
  }, [media, highlighter, index, list, topInset]);
}
