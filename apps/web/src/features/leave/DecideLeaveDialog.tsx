import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  LEAVE_NOTE_MAX,
  LEAVE_TYPE_LABELS,
  LeaveDecisionRequest,
  leaveSpan,
  type LeaveItem,
} from '@scriptloom/contracts';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useReportFormError } from '../../shared/notices/form-errors';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useDecideLeaveMutation } from './leave-api';
import { useLastTarget } from './use-last-target';

export interface Decision {
  item: LeaveItem;
  decision: 'approve' | 'reject';
}

/**
 * Approve or reject one pending request, with an optional note that is mailed to the member. Both
 * go through this small form, so a decision is never one stray click and the note is always offered.
 */
export function DecideLeaveDialog({ target, onClose }: { target: Decision | null; onClose: () => void }) {
  const shown = useLastTarget(target);
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby="decide-leave-title" fullWidth maxWidth="sm">
      {shown ? <DecideLeaveForm key={`${shown.item.id} ${shown.decision}`} target={shown} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DecideLeaveForm({ target, onClose }: { target: Decision; onClose: () => void }) {
  const { item, decision } = target;
  const dispatch = useAppDispatch();
  const report = useReportFormError();
  const [note, setNote] = useState('');
  const { setErrors, bind } = useFieldErrors<'note'>();
  const [decideLeave, { isLoading }] = useDecideLeaveMutation();
  const verb = decision === 'approve' ? 'Approve' : 'Reject';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    const parsed = LeaveDecisionRequest.safeParse(trimmed ? { note: trimmed } : {});
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await decideLeave({ id: item.id, decision, body: parsed.data }).unwrap();
      dispatch(successToast(answer.success));
      onClose();
    } catch (error) {
      // A note the server refused is said under it and stays open to be fixed; anything else (the
      // request was decided or removed meanwhile) is toasted and closes, and the refreshed list
      // shows where it stands.
      const fields = report(error, serverFieldErrors(error, ['note']));
      if (fields.note) setErrors(fields);
      else onClose();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="decide-leave-title">
        {verb} {item.name}&apos;s leave?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {LEAVE_TYPE_LABELS[item.leave_type]}, {leaveSpan(item.start_date, item.end_date)} ({item.days}{' '}
          {item.days === 1 ? 'day' : 'days'}){item.reason ? `: “${item.reason}”` : '.'}
        </DialogContentText>
        <TextField
          label="Note for them (optional)"
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: LEAVE_NOTE_MAX } }}
          {...bind('note', note, setNote, 'Sent to them by email with the decision.')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          color={decision === 'approve' ? 'success' : 'error'}
          loading={isLoading}
        >
          {verb}
        </Button>
      </DialogActions>
    </form>
  );
}
