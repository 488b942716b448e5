import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { DetailsResponse, WorkflowItem } from '@scriptloom/contracts';
import type { ComponentType } from 'react';
import { describeApiError } from '../../api/api-error';
import { AccuracyBadge } from '../../components/AccuracyBadge';
import { ReadOnlyContext } from '../../components/read-only';
import { StageProgress } from '../../shared/files/StageProgress';
import { useWorkflowDocument } from './transcript/use-workflow-document';
import { isProcessing } from './workflow-state';

/**
 * The transcript editor, handed over by the route (app/areas/WorkflowPageArea.tsx): an area never
 * imports another, so the workflow page is given the editor rather than importing it.
 */
export type WorkflowEditor = ComponentType<{
  details: DetailsResponse;
  refetch: () => Promise<DetailsResponse | undefined>;
  workflow: boolean;
}>;

interface WorkflowTranscriptProps {
  workflow: WorkflowItem;
  readOnly: string | null;
  editor: WorkflowEditor;
}

/** What the editor says while the rest of a long transcript loads (its controls are off meanwhile). */
export const loadingRestText = (loaded: number, total: number | null) =>
  total === null
    ? `Loading the rest of the transcript (${loaded} paragraphs so far)…`
    : `Loading the rest of the transcript: ${loaded} of ${total} paragraphs…`;

/**
 * The workflow's transcript in the editor, in its workflow mode (docs/product.md#enterprise-transcript):
 * the first paragraphs show at once and the rest load a page at a time, read-only until all are
 * here; saves, speaker renames and exports go through the workflow's own calls. Every member who
 * may reach the workflow reads and saves it as the policy allows: `readOnly` (the policy's reason,
 * or null) turns every control that would change it off. The editor's own "Mark complete" is left
 * out: the workflow page completes through the enterprise route.
 */
export function WorkflowTranscript({ workflow, readOnly, editor: TranscriptEditor }: WorkflowTranscriptProps) {
  const processed = workflow.processing_status === 'processed';
  const { state, refetch, retry } = useWorkflowDocument(workflow.id, !processed);

  if (isProcessing(workflow)) {
    return <StageProgress stage={workflow.stage} progress={workflow.progress} label={workflow.title} />;
  }
  if (!processed) {
    return <Alert severity="error">{workflow.error ?? 'Processing failed.'}</Alert>;
  }
  if (state.status === 'loading') return <Skeleton variant="rounded" height={240} aria-label="Loading transcript" />;
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Try again
          </Button>
        }
      >
        {describeApiError(state.error).message}
      </Alert>
    );
  }
  const partial = state.status === 'partial' ? state.progress : null;
  const details = partial ? partial.details : state.status === 'ready' ? state.details : null;
  if (!details) return null;
  const loaded = details.es_doc.transcript.length;
  const estimate = details.es_doc.estimated_accuracy;
  return (
    <>
      {estimate !== null ? (
        <Box sx={{ mb: 1.5 }}>
          <AccuracyBadge accuracy={estimate} name="Estimated accuracy" />
        </Box>
      ) : null}
      {partial ? (
        <LinearProgress
          sx={{ mb: 1 }}
          aria-label="Loading the rest of the transcript"
          {...(partial.total ? { variant: 'determinate', value: (100 * loaded) / partial.total } : {})}
        />
      ) : null}
      <ReadOnlyContext.Provider value={partial ? loadingRestText(loaded, partial.total) : readOnly}>
        {/* Opened afresh once the whole document is here: the first view had only its start. */}
        <TranscriptEditor
          key={`${details.es_doc.id}:${partial ? 'start' : 'whole'}`}
          details={details}
          refetch={refetch}
          workflow
        />
      </ReadOnlyContext.Provider>
    </>
  );
}
