import { ErrorCode } from '@scriptloom/contracts';
import type { WritableFile } from '@scriptloom/db';
import { conflict, notFound } from '../../lib/app-error.js';

/** Not a workflow, or one the caller may not reach: answered as an id that does not exist. */
export const workflowNotFound = () => notFound('Workflow not found.');

export const noWorkflowTranscript = () =>
  conflict('This workflow has no transcript yet. Open it once processing has finished.', ErrorCode.noTranscript);

/**
 * What the enterprise save asks of the locked file besides the policy (which decides, for every
 * editor route, whether the caller's role may edit the workflow in its review status): that it is
 * an organisation's workflow at all.
 */
export function onlyWorkflows(file: WritableFile): void {
  if (!file.org_id) throw workflowNotFound();
}
