import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { DetailsResponse, WorkflowItem } from '@scriptloom/contracts';
import { useCallback, type ComponentType } from 'react';
import { describeApiError } from '../../api/api-error';
import { AccuracyBadge } from '../../components/AccuracyBadge';
import { ReadOnlyContext } from '../../components/read-only';
import { StageProgress } from '../../shared/files/StageProgress';
import { useGetFileDetailsQuery } from '../../shared/files/files-api';
import { isProcessing } from './workflow-state';

/**
 * The transcript editor, handed over by the route (app/areas/WorkflowPageArea.tsx): an area never
 * imports another, so the workflow page is given the editor rather than importing it.
 */
export type WorkflowEditor = ComponentType<{
  details: DetailsResponse;
  refetch: () => Promise<DetailsResponse | undefined>;
  hideComplete: boolean;
}>;

interface WorkflowTranscriptProps {
  workflow: WorkflowItem;
  readOnly: string | null;
  editor: WorkflowEditor;
}

/**
 * The workflow's transcript in the personal editor, as it is: a workflow is a file, and the personal
 * routes (`/up/details`, `PUT /up/transcript`) let every member who may reach the workflow read and
 * save it, as the policy allows: `readOnly` (the policy's reason, or null) turns every control that
 * would change it off. The editor's own "Mark complete" is left out: the workflow page completes
 * through the enterprise route.
 */
export function WorkflowTranscript({ workflow, readOnly, editor: TranscriptEditor }: WorkflowTranscriptProps) {
  const processed = workflow.processing_status === 'processed';
  // Fetched afresh on opening: every save names the version it was made on.
  const details = useGetFileDetailsQuery(workflow.id, { skip: !processed, refetchOnMountOrArgChange: true });
  const { refetch } = details;
  const fetchAgain = useCallback(async (): Promise<DetailsResponse | undefined> => (await refetch()).data, [refetch]);

  if (isProcessing(workflow)) {
    return <StageProgress stage={workflow.stage} progress={workflow.progress} label={workflow.title} />;
  }
  if (!processed) {
    return <Alert severity="error">{workflow.error ?? 'Processing failed.'}</Alert>;
  }
  if (details.isLoading) return <Skeleton variant="rounded" height={240} aria-label="Loading transcript" />;
  if (!details.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {describeApiError(details.error).message}
      </Alert>
    );
  }
  const estimate = details.data.es_doc.estimated_accuracy;
  return (
    <>
      {estimate !== null ? (
        <Box sx={{ mb: 1.5 }}>
          <AccuracyBadge accuracy={estimate} name="Estimated accuracy" />
        </Box>
      ) : null}
      <ReadOnlyContext.Provider value={readOnly}>
        <TranscriptEditor key={details.data.es_doc.id} details={details.data} refetch={fetchAgain} hideComplete />
      </ReadOnlyContext.Provider>
    </>
  );
}
