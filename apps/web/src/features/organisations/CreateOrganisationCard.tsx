import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CreateOrganisationRequest } from '@scriptloom/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../shared/store/hooks';
import { tokenReplaced } from '../../shared/session/user-slice';
import { successToast } from '../../shared/notices/toast-slice';
import { Form } from '../../components/Form';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useCreateOrganisationMutation } from './organisations-api';
import { OWN_FILES_PATH_LABEL } from '../../shared/routes/paths';

/**
 * For a personal account: found an organisation and become its admin (docs/product.md#organisations),
 * after a confirmation that says what becomes of the account and of its own files. The answer's
 * token carries the new role, so the app switches to the organisation at once.
 */
export function CreateOrganisationCard() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const { setErrors, bind } = useFieldErrors<'name'>();
  const [createOrganisation, { isLoading }] = useCreateOrganisationMutation();
  /** The checked name waiting for the person's confirmation. */
  const [confirming, setConfirming] = useState<CreateOrganisationRequest | null>(null);

  const submit = () => {
    const parsed = CreateOrganisationRequest.safeParse({ name });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    setConfirming(parsed.data);
  };

  const create = async (request: CreateOrganisationRequest) => {
    setConfirming(null);
    try {
      const answer = await createOrganisation(request).unwrap();
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
      <Form onSubmit={submit} aria-label="Create an organisation">
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
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby="create-organisation-title"
        aria-describedby="create-organisation-text"
      >
        <DialogTitle id="create-organisation-title">Create {confirming?.name}?</DialogTitle>
        <DialogContent id="create-organisation-text">
          <DialogContentText sx={{ mb: 1.5 }}>
            You become its admin and work on its workflows; while you belong to it you cannot join another organisation.
          </DialogContentText>
          <DialogContentText sx={{ mb: 1.5 }}>
            Your own files stay yours: they are not moved into the organisation, its members do not see them, and you
            find them under {OWN_FILES_PATH_LABEL} in the top bar. Recordings you upload for the organisation become its
            workflows.
          </DialogContentText>
          <DialogContentText>You can leave it once someone else is an admin.</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(null)} autoFocus>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => confirming && void create(confirming)}>
            Create organisation
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
