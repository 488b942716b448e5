import type { DashboardItem, FileStatusResponse } from '@scriptloom/contracts';

export type FileState = 'in-progress' | 'processed' | 'failed';

type StateFields = Pick<DashboardItem, 'processed' | 'status'>;

/**
 * One word for what a row shows. A failed file may keep processed 'N' (it never became a transcript),
 * so failure is checked first; otherwise the processed flag decides (docs/product.md#dashboard).
 */
export function fileState(file: StateFields): FileState {
  if (file.status === 'failed') return 'failed';
  return file.processed === 'Y' ? 'processed' : 'in-progress';
}

export const isInProgress = (file: StateFields) => fileState(file) === 'in-progress';

/** True once a status answer says the pipeline has nothing more to do for the file. */
export const hasSettled = (status: Pick<FileStatusResponse, 'processed' | 'status'>) =>
  fileState(status) !== 'in-progress';

/**
 * Ids that the list still shows as in progress but the server's in-progress list no longer holds:
 * docs/product.md#dashboard says those have become processed.
 */
export function settledIds(listed: readonly (StateFields & { id: string })[], unprocessed: readonly string[]) {
  const still = new Set(unprocessed);
  return listed.filter((file) => isInProgress(file) && !still.has(file.id)).map((file) => file.id);
}
