import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CreateOrganisationRequest } from '@scriptloom/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { tokenReplaced } from '../../app/session/user-slice';
import { successToast } from '../../app/toast/toast-slice';
import { Form } from '../../components/Form';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useCreateOrganisationMutation } from './organisations-api';

/**
 * For a personal account: found an organisation and become its admin (docs/product.md#organisations).
 * The answer's token carries the new role, so the app switches to the organisation at once.
 */
export function CreateOrganisationCard() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const { setErrors, bind } = useFieldErrors<'name'>();
  const [createOrganisation, { isLoading }] = useCreateOrganisationMutation();

  const submit = async () => {
    const parsed = CreateOrganisationRequest.safeParse({ name });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await createOrganisation(parsed.data).unwrap();
      // Stored before navigating (the endpoint stores it too), so the organisation pages see the role.
      dispatch(tokenReplaced(answer.token));
      dispatch(successToast(answer.success));
      void navigate('/organisation');
    } catch (error) {
      // The base query has shown the server's reason; a validation message also goes under the field.
      setErrors(serverFieldErrors(error, ['name'], { ALREADY_IN_ORGANISATION: 'name' }));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Create an organisation
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Work with a team: you become the organisation&apos;s admin and choose who may join, and with which role.
      </Typography>
      <Form onSubmit={() => void submit()} aria-label="Create an organisation">
        <TextField
          label="Organisation name"
          autoComplete="organization"
          required
          fullWidth
          {...bind('name', name, setName)}
        />
        <Box>
          <SubmitButton pending={isLoading}>Create organisation</SubmitButton>
        </Box>
      </Form>
    </Paper>
  );
}
