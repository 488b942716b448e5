import { INSIGHTS_POLL_MS, type InsightKind, type InsightsResponse } from '@scriptloom/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useGetInsightsQuery, useRegenerateInsightsMutation } from './insights-api';
import { anyRunActive, runOf, runView, type RunView } from './run-state';

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
  regenerate: (kind: InsightKind) => void;
  /** Kinds whose regenerate request is on its way. */
  regenerating: readonly InsightKind[];
}

/**
 * The file's insights, polled every INSIGHTS_POLL_MS while any run is queued or being written and
 * not at all once every run has settled. A regenerate answer puts the queued runs into the cache,
 * which turns polling back on.
 */
export function useInsights(fileId: string): InsightsController {
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

  const [regenerateMutation] = useRegenerateInsightsMutation();
  const [regenerating, setRegenerating] = useState<InsightKind[]>([]);
  const regenerate = useCallback(
    (kind: InsightKind) => {
      setRegenerating((kinds) => (kinds.includes(kind) ? kinds : [...kinds, kind]));
      void regenerateMutation({ fileId, kinds: [kind] }).finally(() =>
        setRegenerating((kinds) => kinds.filter((other) => other !== kind)),
      );
    },
    [fileId, regenerateMutation],
  );

  const viewOf = useCallback((kind: InsightKind) => runView(runOf(data?.runs, kind)), [data]);
  const retry = useCallback(() => void refetch(), [refetch]);

  return useMemo(
    () => ({ data, fulfilledAt, loaded: data !== undefined, error, refetch: retry, viewOf, regenerate, regenerating }),
    [data, fulfilledAt, error, retry, viewOf, regenerate, regenerating],
  );
}
