import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  AUTO_ASSIGN_SCHEDULE_TEXT,
  AUTO_ASSIGN_STAGE_LABELS,
  AUTO_ASSIGN_TYPES,
  type AutoAssignResponse,
  type AutoAssignStage,
} from '@scriptloom/contracts';
import { useState } from 'react';
import { NativeSelect } from '../../components/NativeSelect';
import {
  useGetAutoAssignSettingsQuery,
  useSetAutoAssignScheduleMutation,
  useTriggerAutoAssignMutation,
} from './auto-assign-api';

const TYPE_OPTIONS = [
  { value: 'ALL' as const, label: 'Every stage' },
  ...AUTO_ASSIGN_TYPES.map((t) => ({ value: t, label: AUTO_ASSIGN_STAGE_LABELS[t] })),
];

/**
 * Admins run auto-assign (docs/product.md#auto-assign) for one stage or all and see what it did:
 * who got which workflow, and why any was left. The scheduled run is switched on or off here too.
 */
export function AutoAssignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [type, setType] = useState<'ALL' | AutoAssignStage>('ALL');
  const [trigger, run] = useTriggerAutoAssignMutation();
  const [result, setResult] = useState<AutoAssignResponse | null>(null);
  const settings = useGetAutoAssignSettingsQuery(undefined, { skip: !open });
  const [setSchedule, scheduling] = useSetAutoAssignScheduleMutation();

  const start = async () => {
    const outcome = await trigger(type);
    if ('data' in outcome && outcome.data) setResult(outcome.data);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="auto-assign-title">
      <DialogTitle id="auto-assign-title">Auto-assign</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Waiting work goes to the member of the stage&apos;s role with the fewest open assignments; nobody on leave
            today is given any.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <NativeSelect label="Stage" value={type} options={TYPE_OPTIONS} onChange={setType} minWidth={180} />
            <Button variant="contained" onClick={() => void start()} loading={run.isLoading} disabled={run.isLoading}>
              Assign now
            </Button>
          </Stack>
          {result ? <AutoAssignResult result={result} /> : null}
          <FormControlLabel
            control={
              <Switch
                checked={settings.data?.scheduled ?? false}
                disabled={!settings.data || scheduling.isLoading}
                onChange={(event) => void setSchedule(event.target.checked)}
              />
            }
            label={`Also run ${AUTO_ASSIGN_SCHEDULE_TEXT}, for every stage`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function AutoAssignResult({ result }: { result: AutoAssignResponse }) {
  return (
    <Box data-testid="auto-assign-result" role="status">
      <Alert severity={result.unassigned.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {result.message}
      </Alert>
      {result.assigned.length ? (
        <Box component="ul" aria-label="Assigned" sx={{ m: 0, pl: 2.5 }}>
          {result.assigned.map((a) => (
            <li key={`${a.workflow_id}-${a.stage}`}>
              <Typography variant="body2">
                {a.title} → {a.member.name} ({AUTO_ASSIGN_STAGE_LABELS[a.stage]}, had {a.open_before} open)
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {result.unassigned.length ? (
        <Box component="ul" aria-label="Left unassigned" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {result.unassigned.map((u) => (
            <li key={`${u.workflow_id}-${u.stage}`}>
              <Typography variant="body2">
                {u.title} ({AUTO_ASSIGN_STAGE_LABELS[u.stage]}): {u.reason}
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
