import { useEffect } from 'react';
import type { ActiveWordHighlighter } from './highlighter';
import { findActiveWord, type WordIndex } from './word-index';

/**
 * Follows the media element's clock: a requestAnimationFrame loop while playing (timeupdate fires
 * only about 4 times a second, too coarse for short words), and one look after every seek or pause.
 * Nothing here touches React state.
 */
export function useActiveWord(media: HTMLMediaElement | null, index: WordIndex, highlighter: ActiveWordHighlighter) {
  useEffect(() => {
    if (!media) return;
    let frame = 0;
    const update = () => highlighter.setActive(findActiveWord(index, media.currentTime));
    const loop = () => {
      update();
      frame = requestAnimationFrame(loop);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(loop);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      update();
    };
    media.addEventListener('play', start);
    media.addEventListener('pause', stop);
    media.addEventListener('ended', stop);
    media.addEventListener('seeked', update);
    // A new index (the transcript was edited) may number the current word differently.
    if (!media.paused) start();
    else update();
    return () => {
      cancelAnimationFrame(frame);
      media.removeEventListener('play', start);
      media.removeEventListener('pause', stop);
      media.removeEventListener('ended', stop);
      media.removeEventListener('seeked', update);
    };
  }, [media, index, highlighter]);
}
