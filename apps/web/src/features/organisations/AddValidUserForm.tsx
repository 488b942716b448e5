import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ValidUserRequest, type OrgRoleName } from '@scriptloom/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { Form } from '../../components/Form';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useAddValidUserMutation } from './organisations-api';
import { ROLE_LABELS, ROLES } from './roles';

type Field = 'email' | 'role';

/** Invites an address with a role: the person joins by accepting the invitation, or by signing up with it. */
export function AddValidUserForm() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRoleName>('reviewer');
  const { setErrors, bind } = useFieldErrors<Field>();
  const [addValidUser, { isLoading }] = useAddValidUserMutation();

  const submit = async () => {
    const parsed = ValidUserRequest.safeParse({ email, role });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const added = await addValidUser(parsed.data).unwrap();
      // The invitation mail is queued with the entry: the admin need not tell the person separately.
      dispatch(
        successToast(
          `We emailed an invitation to ${added.email}. They join when they accept it, or when they sign up with this address.`,
        ),
      );
      setEmail('');
    } catch (error) {
      // The server's reason is shown as a notice and under the address it is about.
      setErrors(serverFieldErrors(error, ['email', 'role'], { CONFLICT: 'email' }));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Add someone
      </Typography>
      <Form onSubmit={() => void submit()} aria-label="Add someone who may join">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            required
            fullWidth
            {...bind('email', email, setEmail)}
          />
          <TextField
            select
            label="Role"
            sx={{ minWidth: 160 }}
            {...bind('role', role, (value) => setRole(value as OrgRoleName))}
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box>
          <SubmitButton pending={isLoading}>Add</SubmitButton>
        </Box>
      </Form>
    </Paper>
  );
}
