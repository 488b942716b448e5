import { findMatches, stepMatch, type FindMatch } from '@scriptloom/transcript';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EditorDoc } from '../state/types';
import type { FindQuery } from './FindBar';
import { groupMatches, NO_MATCHES, placeOf, type GroupedMatches, type MatchPlace } from './match-groups';

/** Name of the performance measure around each find (typing to marks on screen), read by the benchmark. */
export const FIND_MEASURE = 'editor:find';

export interface FindState {
  query: FindQuery;
  matches: FindMatch[];
  groups: GroupedMatches;
  /** Position of the current match, -1 when there is none. */
  current: number;
  place: MatchPlace | null;
  /** Bumped when the view should scroll to `place` (stepping, not edits). */
  scrollRequest: number;
  /** A new query; moves to its first match once found, as browsers' find does (last with `thenStep` -1). */
  setQuery: (query: FindQuery, thenStep?: 1 | -1) => void;
  /** Moves to the next or previous match, wrapping at the ends. */
  step: (direction: 1 | -1) => void;
  setCurrent: (position: number) => void;
}

const EMPTY_QUERY: FindQuery = { text: '', caseSensitive: false };

/**
 * Find over transcript, summary and chapters. The pure findMatches runs once per query (and once per
 * edit while a query is set); matches are grouped so that only paragraphs whose marks change get new
 * props.
 */
export function useFind(doc: EditorDoc): FindState {
  const [query, setQueryState] = useState<FindQuery>(EMPTY_QUERY);
  const [currentState, setCurrent] = useState(-1);
  const [scrollRequest, setScrollRequest] = useState(0);
  const started = useRef(0);
  const pendingStep = useRef<1 | -1 | null>(null);

  const { snippets, speakers, summary, chapters } = doc;
  const matches = useMemo(
    () =>
      query.text
        ? findMatches({ snippets, speakers, summary, chapters }, query.text, { caseSensitive: query.caseSensitive })
        : [],
    [snippets, speakers, summary, chapters, query],
  );

  const previous = useRef<GroupedMatches>(NO_MATCHES);
  const groups = useMemo(() => groupMatches(matches, previous.current), [matches]);
  useLayoutEffect(() => {
    previous.current = groups;
    if (started.current) {
      performance.measure(FIND_MEASURE, { start: started.current });
      started.current = 0;
    }
    if (pendingStep.current !== null) {
      setCurrent(stepMatch(-1, matches.length, pendingStep.current));
      setScrollRequest((n) => n + 1);
      pendingStep.current = null;
    }
  }, [groups, matches.length]);

  // An edit can shorten the list under the current position.
  const current = currentState < matches.length ? currentState : -1;
  const place = useMemo(() => placeOf(matches[current]), [matches, current]);

  const setQuery = useCallback((next: FindQuery, thenStep?: 1 | -1) => {
    started.current = performance.now();
    pendingStep.current = thenStep ?? 1;
    setQueryState(next);
    setCurrent(-1);
  }, []);

  const step = useCallback(
    (direction: 1 | -1) => {
      setCurrent(stepMatch(current, matches.length, direction));
      setScrollRequest((n) => n + 1);
    },
    [current, matches.length],
  );

  return { query, matches, groups, current, place, scrollRequest, setQuery, step, setCurrent };
}
