import { SHARE_ROLES } from '@scriptloom/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { useUserInfo } from '../../shared/store/hooks';
import { usePageTitle } from '../../shared/routes/page-title';
import { RouterLink } from '../../components/RouterLink';
import { formatClock, formatDateTime } from '../../shared/files/format';
import { AssigneesPanel } from './AssigneesPanel';
import { WORKFLOWS_PATH } from '../../shared/routes/paths';
import { accessRoleOf, editRefusalFor, pageActionsFor, pageMovesFor } from './workflow-actions';
import { isProcessing, WORKFLOW_POLL_MS } from './workflow-state';
import { WorkflowAdminActions } from './WorkflowAdminActions';
import { ShareButton } from '../../shared/share/ShareButton';
import { WorkflowHistory } from './WorkflowHistory';
import { WorkflowStatusPanel } from './WorkflowStatusPanel';
import { WorkflowTitle } from './WorkflowTitle';
import { WorkflowTranscript, type WorkflowEditor } from './WorkflowTranscript';
import { useGetWorkflowQuery } from '../../shared/workflows/workflows-api';

const backLink = (
  <RouterLink to={WORKFLOWS_PATH} sx={{ display: 'inline-block', mb: 2 }}>
    ← All workflows
  </RouterLink>
);

/**
 * `/enterprise/workflows/:id` (docs/product.md#workflows): title, status and the moves the caller
 * may make, assignees, review and completion, the admin's copy, reprocess and delete, the history,
 * and the transcript in the editor. Every change sends the revision shown; a 409 WORKFLOW_CHANGED
 * is toasted with the server's message and the page reloads.
 */
export default function WorkflowPage({ editor }: { editor: WorkflowEditor }) {
  const { id = '' } = useParams();
  const userInfo = useUserInfo();
  const role = accessRoleOf(userInfo?.org_role);
  const skip = !id || role === 'personal';
  // Polled while the file is being processed, so the editor opens once the transcript exists.
  const [polling, setPolling] = useState(false);
  const query = useGetWorkflowQuery(id, { skip, pollingInterval: polling ? WORKFLOW_POLL_MS : 0 });
  const workflow = query.data;
  usePageTitle(workflow?.title);
  useEffect(() => setPolling(workflow ? isProcessing(workflow) : false), [workflow]);
  const actions = useMemo(
    () => (workflow ? pageActionsFor(role, workflow, userInfo?.id ?? null) : null),
    [role, workflow, userInfo?.id],
  );
  const moves = useMemo(
    () => (workflow && actions ? pageMovesFor(role, workflow, actions) : []),
    [role, workflow, actions],
  );

  if (role === 'personal') {
    return (
      <>
        {backLink}
        <Alert severity="info">Workflows belong to organisations. Your account is not a member of one.</Alert>
      </>
    );
  }
  if (query.isLoading) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading workflow">
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (!workflow || !actions) {
    const error = describeApiError(query.error);
    return (
      <>
        {backLink}
        {error.status === 404 ? (
          <Alert severity="warning">This workflow was not found. It may have been deleted, or the link is wrong.</Alert>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          >
            {error.message}
          </Alert>
        )}
      </>
    );
  }

  const meta = [
    `Uploaded ${formatDateTime(workflow.created_at)}`,
    workflow.duration !== null ? formatClock(workflow.duration) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      {backLink}
      <WorkflowTitle key={workflow.id} workflow={workflow} canRename={actions.rename} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {meta}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          divider={<Divider orientation="vertical" flexItem />}
        >
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <WorkflowStatusPanel workflow={workflow} moves={moves} actions={actions} />
            <AssigneesPanel workflow={workflow} canManage={actions.manageAssignees} />
            <WorkflowAdminActions workflow={workflow} actions={actions} />
            {/* Review links of a workflow: its organisation's admins and QA (the policy's `share`). */}
            {SHARE_ROLES.includes(role) ? (
              <Box>
                <ShareButton fileId={workflow.id} title={workflow.title} />
              </Box>
            ) : null}
          </Stack>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <WorkflowHistory id={workflow.id} />
          </Box>
        </Stack>
      </Paper>
      <WorkflowTranscript
        workflow={workflow}
        readOnly={editRefusalFor(role, workflow, userInfo?.id ?? null)}
        editor={editor}
      />
    </>
  );
}
