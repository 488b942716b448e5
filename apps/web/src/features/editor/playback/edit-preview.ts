import { useCallback, useState } from 'react';

/**
 * How the editor previews the edit (docs/product.md#playback), remembered per browser for every
 * file, like the video's picture: whether playback skips the cuts, and the pause cap it previews.
 */
export const SKIP_CUTS_KEY = 'scriptloom.editor.skipCuts';
export const PAUSE_CAP_KEY = 'scriptloom.editor.pauseCapMs';

/** "Shorten pauses" caps offered for the preview; null is "off". */
export const PAUSE_CAPS_MS: readonly (number | null)[] = [null, 300, 500, 700, 1000, 1500, 2000];
/**
 * Off until the person picks a cap: a render shortens pauses only when asked to, so by default the
 * preview plays what a plain render of the edit gives.
 */
export const DEFAULT_PAUSE_CAP_MS: number | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies): then the choice lasts the page's life.
    return null;
  }
}

function remember(key: string, value: string) {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or refused storage only loses the memory of the choice, not the choice.
  }
}

/** On unless the person turned it off in this browser. */
export function readSkipCuts(): boolean {
  return storage()?.getItem(SKIP_CUTS_KEY) !== 'off';
}

/** The remembered cap: one of PAUSE_CAPS_MS (null is off); anything else stored gives the default. */
export function readPauseCap(): number | null {
  const stored = storage()?.getItem(PAUSE_CAP_KEY);
  if (stored === 'off') return null;
  const value = Number(stored);
  return stored && PAUSE_CAPS_MS.includes(value) ? value : DEFAULT_PAUSE_CAP_MS;
}

export function useSkipCuts(): [on: boolean, toggle: () => void] {
  const [on, setOn] = useState(readSkipCuts);
  const toggle = useCallback(() => {
    setOn((was) => {
      remember(SKIP_CUTS_KEY, was ? 'off' : 'on');
      return !was;
    });
  }, []);
  return [on, toggle];
}

export function usePauseCap(): [capMs: number | null, set: (capMs: number | null) => void] {
  const [cap, setCap] = useState(readPauseCap);
  const set = useCallback((next: number | null) => {
    remember(PAUSE_CAP_KEY, next === null ? 'off' : String(next));
    setCap(next);
  }, []);
  return [cap, set];
}
