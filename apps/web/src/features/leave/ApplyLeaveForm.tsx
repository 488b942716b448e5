import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAVE_REASON_MAX } from '@scriptloom/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useReportFormError } from '../../shared/notices/form-errors';
import { Form } from '../../components/Form';
import { NativeSelect } from '../../components/NativeSelect';
import { SubmitButton } from '../../components/SubmitButton';
import { serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useApplyForLeaveMutation } from './leave-api';
import { LeaveDateField } from './LeaveDateField';
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
  const report = useReportFormError();
  const [draft, setDraft] = useState<LeaveDraft>(EMPTY_LEAVE_DRAFT);
  const { setErrors, clear, bind, fieldProps } = useFieldErrors<LeaveField>();
  const [applyForLeave, { isLoading }] = useApplyForLeaveMutation();
  const days = draftDays(draft);

  const set = (field: 'end_date' | 'reason') => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  // A new first day may move the last day too (withStartDate), which answers that field's error.
  const setStart = (value: string) => {
    setDraft((previous) => withStartDate(previous, value));
    clear('start_date');
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
      // An overlap is about the dates, so it sits under the first day; anything else is toasted.
      setErrors(report(error, serverFieldErrors(error, LEAVE_FIELDS, { CONFLICT: 'start_date' })));
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
          <LeaveDateField
            label="First day"
            name="start_date"
            value={draft.start_date}
            onChange={setStart}
            {...fieldProps('start_date', 'For example 27 Nov 2026')}
          />
          <LeaveDateField
            label="Last day"
            name="end_date"
            value={draft.end_date}
            onChange={(value) => {
              set('end_date')(value);
              clear('end_date');
            }}
            min={draft.start_date || undefined}
            {...fieldProps('end_date', 'For example 27 Nov 2026')}
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
