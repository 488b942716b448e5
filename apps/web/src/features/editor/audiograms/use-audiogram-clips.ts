import { AUDIOGRAM_POLL_MS } from '@scriptloom/contracts';
import { useState } from 'react';
import { allClips, shouldPoll } from './audiogram-clips';
import { useGetClipsQuery } from './audiograms-api';

/**
 * A file's clips, polled every AUDIOGRAM_POLL_MS while one is queued or rendering and not at all
 * once every one has settled. Queued clips written into the cache (audiograms-api.ts) turn polling
 * back on; unmounting the area stops it.
 */
export function useAudiogramClips(fileId: string) {
  // Polling follows the answer it produced; the first render has none yet.
  const [polling, setPolling] = useState(false);
  const query = useGetClipsQuery(fileId, {
    pollingInterval: polling ? AUDIOGRAM_POLL_MS : 0,
    skipPollingIfUnfocused: false,
    // Renders may have finished since an earlier opening: ask again each time the area opens.
    refetchOnMountOrArgChange: true,
  });
  const active = shouldPoll(query.data);
  if (active !== polling) setPolling(active);
  return { ...query, clips: allClips(query.data) };
}
