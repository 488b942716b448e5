import type { WorkflowItem } from '@scriptloom/contracts';

/** How often the list and a workflow's page ask again while a file is still being processed. */
export const WORKFLOW_POLL_MS = 3000;

/** Queued or on its way through the pipeline: neither a transcript nor a failure yet. */
export const isProcessing = (workflow: Pick<WorkflowItem, 'processing_status'>) =>
  workflow.processing_status === 'queued' || workflow.processing_status === 'processing';
