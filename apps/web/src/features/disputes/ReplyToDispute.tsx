import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DISPUTE_TEXT_MAX, DisputeReplyRequest, type DisputeItem } from '@scriptloom/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { Form } from '../../components/Form';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useResolveDisputeMutation } from './disputes-api';

/** An admin's answer to an open dispute: sent once, and mailed to the member. */
export function ReplyToDispute({ dispute }: { dispute: DisputeItem }) {
  const dispatch = useAppDispatch();
  const [reply, setReply] = useState('');
  const { setErrors, bind } = useFieldErrors<'reply'>();
  const [resolve, { isLoading }] = useResolveDisputeMutation();

  const submit = async () => {
    const parsed = DisputeReplyRequest.safeParse({ reply });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await resolve({ id: dispute.id, body: parsed.data }).unwrap();
      dispatch(successToast(answer.success));
    } catch (error) {
      setErrors(serverFieldErrors(error, ['reply'], { CONFLICT: 'reply' }));
    }
  };

  return (
    <Form onSubmit={() => void submit()} aria-label={`Answer the dispute about ${dispute.workflow_title}`}>
      <Box sx={{ mt: 1.5 }}>
        <TextField
          label="Your answer"
          multiline
          minRows={2}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: DISPUTE_TEXT_MAX } }}
          {...bind('reply', reply, setReply, 'The member is mailed your answer.')}
        />
      </Box>
      <Box>
        <SubmitButton pending={isLoading}>Send answer</SubmitButton>
      </Box>
    </Form>
  );
}
