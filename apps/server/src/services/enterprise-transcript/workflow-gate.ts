import { ErrorCode, OrgRoleName, transcriptEditRefusal, WorkflowStatus } from '@scriptloom/contracts';
import type { UserRow, WritableFile } from '@scriptloom/db';
import { conflict, notFound } from '../../lib/app-error.js';

/** Not a workflow, or one the caller may not reach: answered as an id that does not exist. */
export const workflowNotFound = () => notFound('Workflow not found.');

export const noWorkflowTranscript = () =>
  conflict('This workflow has no transcript yet. Open it once processing has finished.', ErrorCode.noTranscript);

/**
 * The check a save runs on the locked file (docs/product.md#enterprise-transcript): only an
 * organisation's workflows are saved here, and only while the member's role may still edit the
 * workflow in its review status. Read under the lock, so a status change cannot slip in between.
 */
export function admitTranscriptEdit(user: Pick<UserRow, 'org_role'>) {
  return (file: WritableFile): void => {
    const role = OrgRoleName.safeParse(user.org_role);
    if (!file.org_id || !role.success) throw workflowNotFound();
    const status = WorkflowStatus.safeParse(file.workflow_status);
    const refusal = status.success
      ? transcriptEditRefusal(role.data, status.data)
      : 'This workflow is in an unknown review status; ask an admin to set it.';
    if (refusal) throw conflict(refusal);
  };
}
