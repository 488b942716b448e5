import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAVE_REASON_MAX } from '@scriptloom/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { Form } from '../../components/Form';
import { NativeSelect } from '../../components/NativeSelect';
import { SubmitButton } from '../../components/SubmitButton';
import { serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useApplyForLeaveMutation } from './leave-api';
import {
  checkLeaveDraft,
  draftDays,
  EMPTY_LEAVE_DRAFT,
  LEAVE_FIELDS,
  LEAVE_TYPE_OPTIONS,
  withStartDate,
  type LeaveDraft,
  type LeaveField,
} from './leave-form';

/** "Ask for leave": the member's own request, checked against the contract before it is sent. */
export function ApplyLeaveForm() {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<LeaveDraft>(EMPTY_LEAVE_DRAFT);
  const { setErrors, clear, bind } = useFieldErrors<LeaveField>();
  const [applyForLeave, { isLoading }] = useApplyForLeaveMutation();
  const days = draftDays(draft);

  const set = (field: 'end_date' | 'reason') => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  // A new first day may move the last day too (withStartDate), which answers that field's error.
  const setStart = (value: string) => {
    setDraft((previous) => withStartDate(previous, value));
    clear('end_date');
  };

  const submit = async () => {
    const checked = checkLeaveDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      const answer = await applyForLeave(checked.request).unwrap();
      dispatch(successToast(answer.success));
      setDraft(EMPTY_LEAVE_DRAFT);
      setErrors({});
    } catch (error) {
      // The server's reason is toasted; an overlap is about the dates, so it also sits under the first day.
      setErrors(serverFieldErrors(error, LEAVE_FIELDS, { CONFLICT: 'start_date' }));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Ask for leave
      </Typography>
      <Form onSubmit={() => void submit()} aria-label="Ask for leave">
        <NativeSelect
          label="Type"
          value={draft.leave_type}
          options={LEAVE_TYPE_OPTIONS}
          onChange={(leave_type) => setDraft((previous) => ({ ...previous, leave_type }))}
          minWidth={200}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="First day"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
            {...bind('start_date', draft.start_date, setStart)}
          />
          <TextField
            label="Last day"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.start_date || undefined } }}
            sx={{ minWidth: 180 }}
            {...bind('end_date', draft.end_date, set('end_date'))}
          />
          {/* Read out as the dates change, so the count is heard without leaving the field. */}
          <Typography
            role="status"
            aria-live="polite"
            variant="body2"
            color="text.secondary"
            sx={{ pt: { sm: 2 }, whiteSpace: 'nowrap' }}
          >
            {days === null ? '' : `${days} ${days === 1 ? 'day' : 'days'}`}
          </Typography>
        </Stack>
        <TextField
          label="Reason (optional)"
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: LEAVE_REASON_MAX } }}
          {...bind('reason', draft.reason, set('reason'), 'Your admins see it.')}
        />
        <Box>
          <SubmitButton pending={isLoading}>Send request</SubmitButton>
        </Box>
      </Form>
    </Paper>
  );
}
