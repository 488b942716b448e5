import type { DashboardItem } from '@scriptloom/contracts';
import { useEffect, useMemo } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { patchFileInLists, useGetUnprocessedQuery } from '../../shared/files/files-api';
import { isInProgress, settledIds } from '../../shared/files/file-state';

/** How often the in-progress list is asked for while any listed file is still being processed. */
export const UNPROCESSED_POLL_MS = 3000;

interface ListState {
  items: readonly DashboardItem[];
  /** When the list's current rows arrived; older in-progress answers cannot speak for them. */
  fulfilledAt: number | undefined;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * docs/product.md#dashboard: a file with processed N becomes Y once the server's in-progress list
 * no longer contains it. Polls `GET /up/unprocessed` only while such a file is listed, marks finished
 * ones processed at once, and reloads the list for what processing produced (duration, headline).
 */
export function useProcessingWatch({ items, fulfilledAt, isFetching, refetch }: ListState): void {
  const dispatch = useAppDispatch();
  const watching = useMemo(() => items.some(isInProgress), [items]);
  const unprocessed = useGetUnprocessedQuery(undefined, {
    skip: !watching,
    pollingInterval: UNPROCESSED_POLL_MS,
  });
  const { data, isSuccess, startedTimeStamp } = unprocessed;
  const pollBusy = unprocessed.isFetching;

  useEffect(() => {
    // Only an answer to a request sent after the rows arrived may mark them done: an earlier one
    // would not know about a file uploaded a moment ago.
    if (!watching || !data || !isSuccess || pollBusy || isFetching) return;
    if (startedTimeStamp === undefined || fulfilledAt === undefined || startedTimeStamp < fulfilledAt) return;
    const done = settledIds(items, data.unprocessed);
    if (done.length === 0) return;
    for (const id of done) dispatch(patchFileInLists(id, { processed: 'Y' }));
    refetch();
  }, [watching, data, isSuccess, pollBusy, isFetching, startedTimeStamp, fulfilledAt, items, dispatch, refetch]);
}
