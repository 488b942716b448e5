import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DISPUTE_KIND_LABELS,
  DISPUTE_KINDS,
  DISPUTE_TEXT_MAX,
  DisputeRequest,
  type DisputeKind,
} from '@scriptloom/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { Form } from '../../components/Form';
import { NativeSelect } from '../../components/NativeSelect';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { DEFAULT_WORKFLOW_ARGS } from '../../shared/workflows/list-query';
import { useListWorkflowsQuery } from '../../shared/workflows/workflows-api';
import { useRaiseDisputeMutation } from './disputes-api';

type Field = 'workflow_id' | 'kind' | 'message';
const FIELDS: readonly Field[] = ['workflow_id', 'kind', 'message'];
const KIND_OPTIONS = DISPUTE_KINDS.map((k) => ({ value: k, label: DISPUTE_KIND_LABELS[k] }));

/** A member disputes a score or a correction on one of their workflows (the newest 50 are offered). */
export function RaiseDisputeForm() {
  const dispatch = useAppDispatch();
  const workflows = useListWorkflowsQuery(DEFAULT_WORKFLOW_ARGS);
  const [workflowId, setWorkflowId] = useState('');
  const [kind, setKind] = useState<DisputeKind>('score');
  const [message, setMessage] = useState('');
  const { setErrors, bind, fieldProps } = useFieldErrors<Field>();
  const [raise, { isLoading }] = useRaiseDisputeMutation();

  const submit = async () => {
    const parsed = DisputeRequest.safeParse({ workflow_id: workflowId, kind, message });
    if (!workflowId) return setErrors({ workflow_id: 'Choose the workflow the dispute is about.' });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await raise(parsed.data).unwrap();
      dispatch(successToast(answer.success));
      setMessage('');
      setErrors({});
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS, { CONFLICT: 'workflow_id', NOT_FOUND: 'workflow_id' }));
    }
  };

  const options = [
    { value: '', label: workflows.isLoading ? 'Loading your workflows…' : 'Choose a workflow' },
    ...(workflows.data?.items ?? []).map((w) => ({ value: w.id, label: w.title })),
  ];
  const workflowError = fieldProps('workflow_id');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Dispute a score or a correction
      </Typography>
      <Form onSubmit={() => void submit()} aria-label="Dispute a score or a correction">
        <Box>
          <NativeSelect label="Workflow" value={workflowId} options={options} onChange={setWorkflowId} minWidth={260} />
          {workflowError.helperText ? (
            <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
              {workflowError.helperText}
            </Typography>
          ) : null}
        </Box>
        <Box>
          <NativeSelect label="About" value={kind} options={KIND_OPTIONS} onChange={setKind} minWidth={200} />
        </Box>
        <TextField
          label="What is wrong, and why"
          multiline
          minRows={3}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: DISPUTE_TEXT_MAX } }}
          {...bind('message', message, setMessage)}
        />
        <Box>
          <SubmitButton pending={isLoading}>Send dispute</SubmitButton>
        </Box>
      </Form>
    </Paper>
  );
}
