import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SPECIAL_STATUS_MAX,
  WORKFLOW_STATUS_DISPLAY,
  WORKFLOW_STATUSES,
  type BulkResult,
  type WorkflowStatus,
} from '@scriptloom/contracts';
import { useState } from 'react';
import { NativeSelect } from '../../components/NativeSelect';
import { memberOptions } from './member-name';
import { BulkStatusDialog } from './BulkStatusDialog';
import { TakeoverDialog } from './TakeoverDialog';
import type { ListActions } from './workflow-actions';
import {
  useBulkAssignMutation,
  useBulkSpecialStatusMutation,
  useBulkUpdateStatusMutation,
  useGetAssignableMembersQuery,
  useQaTakeoverMutation,
} from '../../shared/workflows/workflows-api';

interface BulkBarProps {
  ids: string[];
  actions: ListActions;
  /** A bulk call answered: the page shows what was updated and what was skipped. */
  onResult: (result: BulkResult) => void;
  onClear: () => void;
}

/**
 * What can be done to the selected workflows, limited to what the role may call (mayCall). Failures
 * of the call as a whole are toasted with the server's message by the API layer.
 */
export function BulkBar({ ids, actions, onResult, onClear }: BulkBarProps) {
  const [status, setStatus] = useState<WorkflowStatus>('First_Review');
  const [special, setSpecial] = useState('');
  const [assignee, setAssignee] = useState('');
  const [askingTakeover, setAskingTakeover] = useState(false);
  const [askingStatus, setAskingStatus] = useState<WorkflowStatus | null>(null);
  const members = useGetAssignableMembersQuery(undefined, { skip: !actions.assign });
  const [updateStatus, statusCall] = useBulkUpdateStatusMutation();
  const [setSpecialStatus, specialCall] = useBulkSpecialStatusMutation();
  const [assign, assignCall] = useBulkAssignMutation();
  const [takeover, takeoverCall] = useQaTakeoverMutation();
  const busy = statusCall.isLoading || specialCall.isLoading || assignCall.isLoading || takeoverCall.isLoading;

  const run = async (call: () => Promise<{ data?: BulkResult }>) => {
    const outcome = await call();
    if (outcome.data) onResult(outcome.data);
  };

  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Bulk actions"
      data-testid="workflow-bulk-bar"
      sx={{ p: 1.5, mb: 2, bgcolor: 'action.hover' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }} role="status" data-testid="workflow-bulk-count">
          {ids.length} selected
        </Typography>
        {actions.changeStatus ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <NativeSelect
              label="New status"
              value={status}
              options={WORKFLOW_STATUSES.map((s) => ({ value: s, label: WORKFLOW_STATUS_DISPLAY[s].label }))}
              onChange={setStatus}
            />
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              aria-haspopup="dialog"
              onClick={() => setAskingStatus(status)}
            >
              Change status
            </Button>
          </Stack>
        ) : null}
        {actions.specialStatus ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label="Special status"
              value={special}
              onChange={(event) => setSpecial(event.target.value)}
              slotProps={{ htmlInput: { maxLength: SPECIAL_STATUS_MAX } }}
              sx={{ width: 160 }}
            />
            <Button
              size="small"
              variant="outlined"
              disabled={busy || !special.trim()}
              onClick={() => void run(() => setSpecialStatus({ ids, specialStatus: special.trim() }))}
            >
              Set special status
            </Button>
            <Button
              size="small"
              disabled={busy}
              onClick={() => void run(() => setSpecialStatus({ ids, specialStatus: null }))}
            >
              Clear special status
            </Button>
          </Stack>
        ) : null}
        {actions.assign ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <NativeSelect
              label="Member"
              value={assignee}
              options={memberOptions(members.data?.items ?? [])}
              onChange={setAssignee}
              minWidth={180}
            />
            <Button
              size="small"
              variant="outlined"
              disabled={busy || !assignee}
              onClick={() => void run(() => assign({ ids, assignee }))}
            >
              Assign
            </Button>
          </Stack>
        ) : null}
        {actions.qaTakeover ? (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-haspopup="dialog"
            onClick={() => setAskingTakeover(true)}
          >
            QA takeover
          </Button>
        ) : null}
        <Button size="small" color="inherit" onClick={onClear}>
          Clear selection
        </Button>
      </Stack>
      <BulkStatusDialog
        count={ids.length}
        to={askingStatus}
        pending={statusCall.isLoading}
        onCancel={() => setAskingStatus(null)}
        onConfirm={(to) => void run(() => updateStatus({ ids, status: to })).finally(() => setAskingStatus(null))}
      />
      <TakeoverDialog
        open={askingTakeover}
        subject={{ count: ids.length }}
        reviewers="any"
        countByDefault={false}
        pending={takeoverCall.isLoading}
        onCancel={() => setAskingTakeover(false)}
        onConfirm={(countPass) => void run(() => takeover({ ids, countPass })).finally(() => setAskingTakeover(false))}
      />
    </Paper>
  );
}
