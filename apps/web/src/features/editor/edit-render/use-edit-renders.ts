import { EDIT_RENDER_POLL_MS } from '@scriptloom/contracts';
import { useState } from 'react';
import { anyInProgress } from './edit-renders';
import { useGetEditRendersQuery } from './edit-render-api';

/**
 * A file's edited renders, polled every EDIT_RENDER_POLL_MS while one is queued or rendering and not
 * at all once all have settled; a render queued from the dialog turns polling back on. Asked afresh
 * each time the dialog opens, since renders may have finished meanwhile.
 */
export function useEditRenders(fileId: string) {
  const [polling, setPolling] = useState(false);
  const query = useGetEditRendersQuery(fileId, {
    pollingInterval: polling ? EDIT_RENDER_POLL_MS : 0,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const active = anyInProgress(query.data);
  if (active !== polling) setPolling(active);
  return { ...query, renders: query.data ?? [] };
}
