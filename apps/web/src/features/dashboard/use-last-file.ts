import type { DashboardItem } from '@scriptloom/contracts';
import { useState } from 'react';

/**
 * A dialog is closed by setting its file to null, but it keeps showing that file's text while it
 * fades out; this remembers the last file it was given.
 */
export function useLastFile(file: DashboardItem | null): DashboardItem | null {
  const [last, setLast] = useState(file);
  if (file !== null && file !== last) setLast(file);
  return file ?? last;
}
