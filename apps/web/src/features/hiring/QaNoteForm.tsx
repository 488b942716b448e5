import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { HIRING_NOTES_MAX } from '@scriptloom/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { Form } from '../../components/Form';
import { SubmitButton } from '../../components/SubmitButton';
import { serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useAddQaNoteMutation } from './hiring-api';
import { checkNote } from './note-form';

/** Adding a QA note (admins and QA): checked against the contract first, then sent. */
export function QaNoteForm({ memberId }: { memberId: string }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState('');
  const { setErrors, bind } = useFieldErrors<'notes'>();
  const [addNote, { isLoading }] = useAddQaNoteMutation();

  const submit = async () => {
    const checked = checkNote(draft);
    if (!checked.ok) return setErrors({ notes: checked.error });
    try {
      const answer = await addNote({ memberId, body: checked.request }).unwrap();
      dispatch(successToast(answer.success));
      setDraft('');
      setErrors({});
    } catch (error) {
      // The server's reason is toasted; a message about the field also sits under it.
      setErrors(serverFieldErrors(error, ['notes']));
    }
  };

  return (
    <Form onSubmit={() => void submit()} aria-label="Add a QA note">
      <TextField
        label="Add a note"
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: HIRING_NOTES_MAX } }}
        {...bind(
          'notes',
          draft,
          setDraft,
          `The member sees it. Up to ${HIRING_NOTES_MAX.toLocaleString('en')} characters.`,
        )}
      />
      <Box>
        <SubmitButton pending={isLoading} size="medium">
          Add note
        </SubmitButton>
      </Box>
    </Form>
  );
}
