import Box from '@mui/material/Box';
import { PASSWORD_HINT } from '@scriptloom/contracts';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChangePasswordRequest, ErrorCode } from '@scriptloom/contracts';
import { useState, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useReportFormError } from '../../shared/notices/form-errors';
import { Form } from '../../components/Form';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useChangePasswordMutation } from './account-api';

type Field = 'current_password' | 'new_password' | 'confirm';
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', confirm: '' };

/** `/account/password`. The answer's new token is stored by the api (older tokens stop working). */
export function PasswordPage() {
  const dispatch = useAppDispatch();
  const report = useReportFormError();
  const [values, setValues] = useState(EMPTY);
  const { setErrors, clear, fieldProps } = useFieldErrors<Field>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const bind = (field: Field) => ({
    name: field,
    type: 'password',
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((previous) => ({ ...previous, [field]: event.target.value }));
      clear(field);
    },
    fullWidth: true,
    required: true,
  });

  const submit = async () => {
    const parsed = ChangePasswordRequest.safeParse(values);
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    if (values.confirm !== values.new_password) return setErrors({ confirm: 'The passwords do not match.' });
    try {
      const answer = await changePassword(parsed.data).unwrap();
      setValues(EMPTY);
      dispatch(successToast(answer.success));
    } catch (error) {
      setErrors(
        report(
          error,
          serverFieldErrors(error, ['current_password', 'new_password'], {
            [ErrorCode.invalidCredentials]: 'current_password',
            [ErrorCode.weakPassword]: 'new_password',
          }),
        ),
      );
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, maxWidth: 560 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Change password
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Other devices signed in to your account will be signed out.
      </Typography>
      <Form onSubmit={() => void submit()} aria-label="Change password">
        <TextField
          label="Current password"
          autoComplete="current-password"
          autoFocus
          {...bind('current_password')}
          {...fieldProps('current_password')}
        />
        <TextField
          label="New password"
          autoComplete="new-password"
          {...bind('new_password')}
          {...fieldProps('new_password', PASSWORD_HINT)}
        />
        <TextField
          label="Confirm new password"
          autoComplete="new-password"
          {...bind('confirm')}
          {...fieldProps('confirm')}
        />
        <Box>
          <SubmitButton pending={isLoading}>Change password</SubmitButton>
        </Box>
      </Form>
    </Paper>
  );
}
