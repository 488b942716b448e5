import { DEFAULT_PLAYBACK_RATE, type Snippet } from '@scriptloom/contracts';
import { planEdit, type EditCut } from '@scriptloom/transcript';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { ActiveWordHighlighter } from '../../../shared/playback/highlighter';
import { useActiveWord } from '../../../shared/playback/use-active-word';
import { buildWordIndex, findActiveWord, type WordIndex } from '../../../shared/playback/word-index';
import { stepRate as nextRate } from './playback-rate';
import { BACK_SECONDS } from '../input/shortcuts';
import { useFollowPlayback } from './use-follow-playback';
import { usePauseCap, useSkipCuts } from './edit-preview';
import { nextCutStart, skipTarget, type Stretch } from './skip-cuts';

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
  /** What the edited recording leaves out, from the document as it is now (struck words, long pauses). */
  cuts: readonly EditCut[];
  /** Whether playback jumps over `cuts` ("Skip cuts"). */
  skipCuts: boolean;
  toggleSkipCuts: () => void;
  /** The "Shorten pauses" cap the preview plans with, in ms; null: pauses are left as they are. */
  pauseCapMs: number | null;
  setPauseCap: (capMs: number | null) => void;
}

interface PlaybackOptions {
  /** The file's length as stored, until the media says its own. */
  durationHint?: number | null;
  /** The virtual list, which brings paragraphs that are not rendered into view. */
  listRef: RefObject<VirtuosoHandle | null>;
  /** Bottom edge of the sticky player: words under it are not visible. */
  topInset: () => number;
  /** The stored waveform: the preview places its cuts by it, as a render of the edit does. */
  peaks?: WaveformPeaks | null;
}

type WaveformPeaks = { peaks_per_second: number; values: readonly number[] };

/**
 * The player side of the editor: the word index of the paragraphs, the lit current word, the
 * playback rate, seeking, keeping the played word on screen, and the preview of the edit (playback
 * that skips the struck words and shortened pauses, issue 40).
 */
export function usePlayback(
  snippets: Snippet[],
  { listRef, topInset, durationHint, peaks }: PlaybackOptions,
): Playback {
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

  const [skipCuts, toggleSkipCuts] = useSkipCuts();
  const [pauseCapMs, setPauseCap] = usePauseCap();
  const cuts = usePreviewCuts(media, snippets, durationHint ?? null, pauseCapMs, peaks ?? null);
  useSkipCutsWhilePlaying(media, skipCuts ? cuts : NO_CUTS);

  return {
    media,
    setMedia,
    index,
    highlighter,
    rate,
    stepRate,
    seek,
    playFrom,
    togglePlay,
    skipBack,
    cuts,
    skipCuts,
    toggleSkipCuts,
    pauseCapMs,
    setPauseCap,
  };
}

const NO_CUTS: readonly EditCut[] = [];

/** The media's own length once it knows it, else the stored one; 0 when neither is known. */
function useMediaDuration(media: HTMLMediaElement | null, hint: number | null): number {
  const [known, setKnown] = useState<number | null>(null);
  useEffect(() => {
    if (!media) return;
    const update = () => setKnown(Number.isFinite(media.duration) && media.duration > 0 ? media.duration : null);
    update();
    media.addEventListener('durationchange', update);
    return () => media.removeEventListener('durationchange', update);
  }, [media]);
  return known ?? (hint && hint > 0 ? hint : 0);
}

/**
 * The cuts of the edit as the document stands, struck words as edited and not only as saved: the
 * planner a render uses, placing each cut by the player's waveform (the render uses a finer
 * envelope of the same recording, so the two agree to a few hundredths of a second). Planned from
 * a deferred copy of the paragraphs, so typing in a long transcript does not wait for it (about 6
 * ms for 30,000 words).
 */
function usePreviewCuts(
  media: HTMLMediaElement | null,
  snippets: Snippet[],
  hint: number | null,
  maxPauseMs: number | null,
  peaks: WaveformPeaks | null,
): readonly EditCut[] {
  const duration = useMediaDuration(media, hint);
  const deferred = useDeferredValue(snippets);
  const gapEnergy = useMemo(
    () =>
      peaks && peaks.peaks_per_second > 0
        ? { framesPerSecond: peaks.peaks_per_second, levels: peaks.values }
        : undefined,
    [peaks],
  );
  const planned = useMemo(
    () =>
      duration > 0 ? planEdit(deferred, { duration, maxPauseMs: maxPauseMs ?? undefined, gapEnergy }).cuts : NO_CUTS,
    [deferred, duration, maxPauseMs, gapEnergy],
  );
  // Most edits (typing, a speaker) move no cut: the same array then, so the memoised player and
  // its waveform are not drawn again.
  const [kept, setKept] = useState<readonly EditCut[]>(planned);
  const cuts = sameCuts(kept, planned) ? kept : planned;
  useEffect(() => {
    if (cuts !== kept) setKept(cuts);
  }, [cuts, kept]);
  return cuts;
}

function sameCuts(a: readonly EditCut[], b: readonly EditCut[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((cut, i) => cut.start === b[i]!.start && cut.end === b[i]!.end && cut.reason === b[i]!.reason);
}

/**
 * A cut due within this much playing time gets a timer at its start. Frames come every 16 ms on an
 * idle machine but much less often on a loaded one; a timer set a quarter second ahead drifts from
 * the media's clock by far less than a frame.
 */
const TIMER_AHEAD_S = 0.25;

/**
 * While playing, jumps over every cut it enters: a timer at the start of the next cut when it is
 * near, and a check on every animation frame and every timeupdate (which alone comes only about 4
 * times a second: a struck 0.2 s "um" would be heard whole). timeupdate still checks when the tab
 * is in the background and frames stop. A paused player is left where it is, even inside a cut (a
 * seek by hand is allowed there): it plays on from the cut's end. The cuts are read through a ref
 * so edits do not restart the loop.
 */
function useSkipCutsWhilePlaying(media: HTMLMediaElement | null, cuts: readonly Stretch[]) {
  const cutsRef = useRef(cuts);
  useLayoutEffect(() => {
    cutsRef.current = cuts;
  }, [cuts]);
  useEffect(() => {
    if (!media) return undefined;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = undefined;
      if (media.paused) return;
      const to = skipTarget(cutsRef.current, media.currentTime);
      if (to !== null) media.currentTime = Number.isFinite(media.duration) ? Math.min(to, media.duration) : to;
      const next = nextCutStart(cutsRef.current, media.currentTime);
      if (next === null || !(media.playbackRate > 0)) return;
      const wait = (next - media.currentTime) / media.playbackRate;
      if (wait < TIMER_AHEAD_S) timer = setTimeout(check, Math.max(0, wait * 1000));
    };
    const onFrame = () => {
      check();
      frame = requestAnimationFrame(onFrame);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      check();
      frame = requestAnimationFrame(onFrame);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    media.addEventListener('play', start);
    media.addEventListener('playing', check);
    media.addEventListener('seeked', check);
    media.addEventListener('timeupdate', check);
    media.addEventListener('pause', stop);
    media.addEventListener('ended', stop);
    if (!media.paused) start();
    return () => {
      stop();
      media.removeEventListener('play', start);
      media.removeEventListener('playing', check);
      media.removeEventListener('seeked', check);
      media.removeEventListener('timeupdate', check);
      media.removeEventListener('pause', stop);
      media.removeEventListener('ended', stop);
    };
  }, [media]);
}
