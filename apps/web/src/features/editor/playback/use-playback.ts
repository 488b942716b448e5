import { DEFAULT_PLAYBACK_RATE, type Snippet } from '@scriptloom/contracts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { ActiveWordHighlighter } from '../../../shared/playback/highlighter';
import { useActiveWord } from '../../../shared/playback/use-active-word';
import { buildWordIndex, findActiveWord, type WordIndex } from '../../../shared/playback/word-index';
import { stepRate as nextRate } from './playback-rate';
import { BACK_SECONDS } from '../input/shortcuts';
import { useFollowPlayback } from './use-follow-playback';

export interface Playback {
  /** The player's <audio> or <video>, once it is in the page. */
  media: HTMLMediaElement | null;
  setMedia: (element: HTMLMediaElement | null) => void;
  /** Where each word is, rebuilt when the paragraphs change. */
  index: WordIndex;
  /** Lights the word being played; the same object for the editor's life. */
  highlighter: ActiveWordHighlighter;
  rate: number;
  stepRate: (direction: 1 | -1) => void;
  /** Moves to `seconds` and lights the word there; plays unless `play` is false. Survives edits. */
  seek: (seconds: number, play?: boolean) => void;
  /** `seek` with one argument, for panels that pass more than the time to their callbacks. */
  playFrom: (seconds: number) => void;
  togglePlay: () => void;
  /** Back BACK_SECONDS, playing on only if it was playing. */
  skipBack: () => void;
}

interface FollowTargets {
  /** The virtual list, which brings paragraphs that are not rendered into view. */
  listRef: RefObject<VirtuosoHandle | null>;
  /** Bottom edge of the sticky player: words under it are not visible. */
  topInset: () => number;
}

/**
 * The player side of the editor: the word index of the paragraphs, the lit current word, the
 * playback rate, seeking, and keeping the played word on screen.
 */
export function usePlayback(snippets: Snippet[], { listRef, topInset }: FollowTargets): Playback {
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const index = useMemo(() => buildWordIndex(snippets), [snippets]);
  // One highlighter for the editor's life: paragraphs keep the same prop, edits only renumber it.
  const [highlighter] = useState(() => new ActiveWordHighlighter(index));
  useLayoutEffect(() => highlighter.setIndex(index), [highlighter, index]);
  useActiveWord(media, index, highlighter);

  const [rate, setRate] = useState(DEFAULT_PLAYBACK_RATE);
  useEffect(() => {
    if (!media) return;
    media.defaultPlaybackRate = rate;
    media.playbackRate = rate;
  }, [media, rate]);
  const stepRate = useCallback((direction: 1 | -1) => setRate((current) => nextRate(current, direction)), []);

  // Read through a ref so that `seek` (a prop of the memoised player) survives edits.
  const indexRef = useRef(index);
  useLayoutEffect(() => {
    indexRef.current = index;
  }, [index]);
  const seek = useCallback(
    (seconds: number, play = true) => {
      if (!media || !Number.isFinite(seconds)) return;
      media.currentTime = Math.max(0, seconds);
      highlighter.setActive(findActiveWord(indexRef.current, seconds));
      if (play) void media.play().catch(() => undefined);
    },
    [media, highlighter],
  );
  const playFrom = useCallback((seconds: number) => seek(seconds), [seek]);
  const togglePlay = useCallback(() => {
    if (!media) return;
    if (media.paused) void media.play().catch(() => undefined);
    else media.pause();
  }, [media]);
  const skipBack = useCallback(() => {
    if (media) seek(media.currentTime - BACK_SECONDS, !media.paused);
  }, [media, seek]);

  useFollowPlayback(media, highlighter, index, listRef, topInset);

  return { media, setMedia, index, highlighter, rate, stepRate, seek, playFrom, togglePlay, skipBack };
}
