import { INSIGHTS_POLL_MS, type InsightKind, type InsightsResponse } from '@scriptloom/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isEditedKind } from './edited';
import { useGetInsightsQuery, useRegenerateInsightsMutation } from './insights-api';
import { anyRunActive, runOf, runView, type RunView } from './run-state';
import { kindsToRefresh } from './stale-sources';
import { useReplaceUndo } from './use-replace-undo';
import { useSaveContent } from './use-save-content';

/** A kind whose value the page holds itself (the editor's summary, chapters, ...). */
export interface LocalValue {
  /** The value as the page has it now, saved or not. */
  value: () => unknown;
  /** Puts a previous value back and saves it; without it, a replaced version cannot be undone. */
  restore?: (value: unknown) => Promise<boolean>;
}

export interface InsightsOptions {
  local?: Partial<Record<InsightKind, LocalValue>>;
  /**
   * Runs before kinds in `local` are regenerated, false to stop: the editor saves first, or its
   * unsaved version would be saved over the new one afterwards.
   */
  beforeRegenerate?: () => Promise<boolean>;
}

export interface RegenerateHow {
  /** Also write again the kinds it is written from that are out of date (the "Refresh" of a stale kind). */
  refresh?: boolean;
  /** The person agreed to replace their edited version: offer to undo once the new one is there. */
  replacing?: boolean;
}

export interface InsightsController {
  data: InsightsResponse | undefined;
  /** When `data` arrived from the server (ms); a copy cached before the page opened is older. */
  fulfilledAt: number | undefined;
  /** The first answer has arrived (until then run states are unknown, not "never run"). */
  loaded: boolean;
  /** The last fetch failed (the panels still show what the editor holds). */
  error: unknown;
  refetch: () => void;
  viewOf: (kind: InsightKind) => RunView;
  regenerate: (kind: InsightKind, how?: RegenerateHow) => void;
  /** Kinds whose regenerate request is on its way. */
  regenerating: readonly InsightKind[];
  /** Regenerating would replace a person's work: ask first (docs/product.md#out-of-date-content). */
  isEdited: (kind: InsightKind) => boolean;
  /** A replaced version of this kind can be put back. */
  canUndo: (kind: InsightKind) => boolean;
}

const CONTENT_KINDS = ['show_notes', 'tweet', 'caption'] as const;
type ContentKind = (typeof CONTENT_KINDS)[number];
const isContentKind = (kind: InsightKind): kind is ContentKind => (CONTENT_KINDS as readonly string[]).includes(kind);

/**
 * The file's insights, polled every INSIGHTS_POLL_MS while any run is queued or being written and
 * not at all once every run has settled. A regenerate answer puts the queued runs into the cache,
 * which turns polling back on. Regenerating what a person edited is asked about by the caller
 * (`isEdited`) and can be undone (`replacing`).
 */
export function useInsights(fileId: string, options: InsightsOptions = {}): InsightsController {
  // Polling follows the answer it produced; the first render has none yet.
  const [polling, setPolling] = useState(false);
  const query = useGetInsightsQuery(fileId, {
    pollingInterval: polling ? INSIGHTS_POLL_MS : 0,
    skipPollingIfUnfocused: false,
    // A copy cached on an earlier visit may predate saves made since: ask again on opening.
    refetchOnMountOrArgChange: true,
  });
  const { data, error, refetch, fulfilledTimeStamp: fulfilledAt } = query;
  const active = anyRunActive(data);
  if (active !== polling) setPolling(active);

  // Read at the time of a click, not of a render: the callbacks below stay the same between answers.
  const latest = useRef({ data, options });
  useEffect(() => {
    latest.current = { data, options };
  });

  const saveContent = useSaveContent(fileId);
  const restore = useCallback(
    (kind: InsightKind, previous: unknown) => {
      if (isContentKind(kind)) void saveContent(kind, typeof previous === 'string' ? previous : '');
      else void latest.current.options.local?.[kind]?.restore?.(previous);
    },
    [saveContent],
  );
  const { remember, forget } = useReplaceUndo(data, restore);

  const isEdited = useCallback(
    (kind: InsightKind) => isEditedKind(kind, latest.current.data, latest.current.options.local?.[kind]?.value),
    [],
  );
  const canUndo = useCallback(
    (kind: InsightKind) => isContentKind(kind) || Boolean(latest.current.options.local?.[kind]?.restore),
    [],
  );

  const [regenerateMutation] = useRegenerateInsightsMutation();
  const [regenerating, setRegenerating] = useState<InsightKind[]>([]);
  const regenerate = useCallback(
    (kind: InsightKind, how: RegenerateHow = {}) => {
      const { data: now, options: opts } = latest.current;
      const kinds = how.refresh && now ? kindsToRefresh(kind, now.runs, isEdited) : [kind];
      if (how.replacing && now && canUndo(kind)) {
        // Remembered before asking, so a job that finishes before the answer arrives is not missed.
        const previous = opts.local?.[kind] ? opts.local[kind].value() : now.contents[kind as ContentKind];
        remember({ kind, previous, since: runOf(now.runs, kind)?.updated_at });
      }
      setRegenerating((busy) => [...busy, ...kinds.filter((k) => !busy.includes(k))]);
      void (async () => {
        try {
          const flushed =
            !opts.beforeRegenerate || !kinds.some((k) => opts.local?.[k]) || (await opts.beforeRegenerate());
          // The save failure has been told; regenerating now would be undone by the next save.
          if (!flushed || !(await regenerateMutation({ fileId, kinds }).then((r) => !('error' in r)))) {
            forget(kind);
          }
        } finally {
          setRegenerating((busy) => busy.filter((other) => !kinds.includes(other)));
        }
      })();
    },
    [fileId, regenerateMutation, isEdited, canUndo, remember, forget],
  );

  const viewOf = useCallback((kind: InsightKind) => runView(runOf(data?.runs, kind)), [data]);
  const retry = useCallback(() => void refetch(), [refetch]);

  return useMemo(
    () => ({
      data,
      fulfilledAt,
      loaded: data !== undefined,
      error,
      refetch: retry,
      viewOf,
      regenerate,
      regenerating,
      isEdited,
      canUndo,
    }),
    [data, fulfilledAt, error, retry, viewOf, regenerate, regenerating, isEdited, canUndo],
  );
}
