import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WORKFLOW_COPIES_MAX, type WorkflowItem } from '@scriptloom/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { boundedInt } from './bounded-int';
import { WORKFLOWS_PATH } from '../../shared/routes/paths';
import type { PageActions } from './workflow-actions';
import {
  useCopyWorkflowMutation,
  useDeleteWorkflowMutation,
  useReprocessWorkflowMutation,
} from '../../shared/workflows/workflows-api';

type Open = 'copy' | 'reprocess' | 'delete' | null;
type ReprocessKind = 'all' | 'speakers' | 'insights';

const REPROCESS_OPTIONS: { value: ReprocessKind; label: string }[] = [
  { value: 'all', label: 'Everything, from speech recognition' },
  { value: 'speakers', label: 'Speakers and what follows' },
  { value: 'insights', label: 'Insights only' },
];

/** Copy, reprocess and delete: admins only (ENTERPRISE_PERMISSIONS). Each shows the server's message. */
export function WorkflowAdminActions({ workflow, actions }: { workflow: WorkflowItem; actions: PageActions }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [copies, setCopies] = useState('1');
  const [startIndex, setStartIndex] = useState('1');
  const [kind, setKind] = useState<ReprocessKind>('all');
  const [copy, copyCall] = useCopyWorkflowMutation();
  const [reprocess, reprocessCall] = useReprocessWorkflowMutation();
  const [remove, removeCall] = useDeleteWorkflowMutation();

  if (!actions.copy && !actions.reprocess && !actions.delete) return null;

  const numCopies = boundedInt(copies, 1, WORKFLOW_COPIES_MAX);
  const firstIndex = boundedInt(startIndex, 1, 100_000);

  const submitCopy = async (event: FormEvent) => {
    event.preventDefault();
    if (numCopies === null || firstIndex === null) return;
    const outcome = await copy({ id: workflow.id, numCopies, startIndex: firstIndex });
    if ('data' in outcome && outcome.data) {
      setOpen(null);
      dispatch(successToast(outcome.data.message));
    }
  };

  const submitReprocess = async () => {
    const outcome = await reprocess({ id: workflow.id, type: kind });
    if ('data' in outcome && outcome.data) {
      setOpen(null);
      dispatch(successToast(outcome.data.message));
    }
  };

  const confirmDelete = async () => {
    const outcome = await remove(workflow.id);
    if ('data' in outcome) {
      setOpen(null);
      dispatch(successToast(`“${workflow.title}” was deleted.`));
      void navigate(WORKFLOWS_PATH, { replace: true });
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} role="group" aria-label="Manage workflow" data-testid="workflow-admin-actions">
        {actions.copy ? (
          <Button size="small" variant="outlined" onClick={() => setOpen('copy')}>
            Copy
          </Button>
        ) : null}
        {actions.reprocess ? (
          <Button size="small" variant="outlined" onClick={() => setOpen('reprocess')}>
            Reprocess
          </Button>
        ) : null}
        {actions.delete ? (
          <Button size="small" variant="outlined" color="error" onClick={() => setOpen('delete')}>
            Delete
          </Button>
        ) : null}
      </Stack>

      <Dialog open={open === 'copy'} onClose={() => setOpen(null)} aria-labelledby="copy-workflow-title">
        <form noValidate onSubmit={(event) => void submitCopy(event)}>
          <DialogTitle id="copy-workflow-title">Copy this workflow</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label="Number of copies"
                value={copies}
                onChange={(event) => setCopies(event.target.value)}
                error={numCopies === null}
                helperText={numCopies === null ? `A whole number from 1 to ${WORKFLOW_COPIES_MAX}.` : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label="First copy number"
                value={startIndex}
                onChange={(event) => setStartIndex(event.target.value)}
                error={firstIndex === null}
                helperText={
                  firstIndex === null ? 'A whole number from 1.' : `Titles end in “(copy ${firstIndex})” and on.`
                }
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setOpen(null)} color="inherit">
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={copyCall.isLoading}
              disabled={numCopies === null || firstIndex === null}
            >
              Make copies
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog open={open === 'reprocess'} onClose={() => setOpen(null)} aria-labelledby="reprocess-workflow-title">
        <DialogTitle id="reprocess-workflow-title">Reprocess this workflow</DialogTitle>
        <DialogContent>
          <TextField
            select
            label="What to run again"
            value={kind}
            onChange={(event) => setKind(event.target.value as ReprocessKind)}
            slotProps={{ select: { native: true } }}
            sx={{ mt: 1, minWidth: 300 }}
          >
            {REPROCESS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(null)} color="inherit">
            Cancel
          </Button>
          <Button variant="contained" loading={reprocessCall.isLoading} onClick={() => void submitReprocess()}>
            Start reprocessing
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={open === 'delete'}
        onClose={() => setOpen(null)}
        aria-labelledby="delete-workflow-title"
        aria-describedby="delete-workflow-text"
      >
        <DialogTitle id="delete-workflow-title">Delete this workflow?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-workflow-text">
            “{workflow.title}” and its transcript will be deleted. Its history is kept. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {/* Cancel has the focus so that an Enter pressed out of habit keeps the workflow. */}
          <Button onClick={() => setOpen(null)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" loading={removeCall.isLoading} onClick={() => void confirmDelete()}>
            Delete workflow
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
