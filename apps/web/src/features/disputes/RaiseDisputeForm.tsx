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
import { useAppDispatch, useUserInfo } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { Form } from '../../components/Form';
import { NativeSelect } from '../../components/NativeSelect';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { DEFAULT_WORKFLOW_ARGS } from '../../shared/workflows/list-query';
import { useListWorkflowsQuery } from '../../shared/workflows/workflows-api';
import { useMyScoresQuery, useRaiseDisputeMutation } from './disputes-api';

type Field = 'workflow_id' | 'kind' | 'message';
const FIELDS: readonly Field[] = ['workflow_id', 'kind', 'message'];
const KIND_OPTIONS = DISPUTE_KINDS.map((k) => ({ value: k, label: DISPUTE_KIND_LABELS[k] }));
const CORRECTION_ONLY = KIND_OPTIONS.filter((o) => o.value !== 'score');

/**
 * A member disputes a score or a correction on one of their workflows (the newest 50 are offered).
 * A score is offered only on a workflow the member has one on, as the server requires.
 */
export function RaiseDisputeForm() {
  const dispatch = useAppDispatch();
  const userId = useUserInfo()?.id;
  const workflows = useListWorkflowsQuery(DEFAULT_WORKFLOW_ARGS);
  const scores = useMyScoresQuery(userId ?? '', { skip: !userId });
  const scored = new Set((scores.data?.workflows ?? []).map((w) => w.workflow_id));
  const [workflowId, setWorkflowId] = useState('');
  const [chosenKind, setKind] = useState<DisputeKind>('score');
  // Until a workflow is chosen both kinds are offered; then a score only where there is one.
  const scoreOffered = workflowId === '' || scored.has(workflowId);
  const kind: DisputeKind = scoreOffered ? chosenKind : 'correction';
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
          <NativeSelect
            label="About"
            value={kind}
            options={scoreOffered ? KIND_OPTIONS : CORRECTION_ONLY}
            onChange={setKind}
            minWidth={200}
          />
          {scoreOffered ? null : (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }} role="status">
              You have no score on this workflow yet, so only a QA correction can be disputed. A score is worked out
              once QA moves the workflow to Final Review.
            </Typography>
          )}
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
