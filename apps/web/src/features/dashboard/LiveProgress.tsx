import type { DashboardItem, FileStatusResponse } from '@scriptloom/contracts';
import { useEffect } from 'react';
import { StageProgress } from '../../shared/files/StageProgress';
import { hasSettled } from '../../shared/files/file-state';
import { useGetFileStatusQuery } from '../../shared/files/files-api';
import { useInView } from '../../shared/files/use-in-view';

/** How often a visible in-progress row asks for its stage and percent. */
export const STATUS_POLL_MS = 2000;

interface LiveProgressProps {
  file: DashboardItem;
  /** Told once the pipeline is done with the file (processed or failed). */
  onSettled: (id: string, status: FileStatusResponse) => void;
}

/**
 * An in-progress row's stage and percent. Only rows on screen poll, so a long list of queued files
 * does not multiply requests; the list's own values show until the first answer.
 */
export function LiveProgress({ file, onSettled }: LiveProgressProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const { data } = useGetFileStatusQuery(file.id, { skip: !inView, pollingInterval: STATUS_POLL_MS });

  useEffect(() => {
    if (data && hasSettled(data)) onSettled(file.id, data);
  }, [data, file.id, onSettled]);

  return (
    <div ref={ref} style={{ width: '100%' }}>
      <StageProgress stage={data?.stage ?? file.stage} progress={data?.progress ?? file.progress} label={file.title} />
    </div>
  );
}
