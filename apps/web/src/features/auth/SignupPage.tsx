import Stack from '@mui/material/Stack';
import { PASSWORD_HINT } from '@scriptloom/contracts';
import TextField from '@mui/material/TextField';
import { ErrorCode, SignupRequest } from '@scriptloom/contracts';
import { useState, type ChangeEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppDispatch, useUserInfo } from '../../shared/store/hooks';
import { useBlockingCall } from '../../shared/notices/use-blocking-call';
import { successToast } from '../../shared/notices/toast-slice';
import { useReportFormError } from '../../shared/notices/form-errors';
import { Form } from '../../components/Form';
import { RouterLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useSignupMutation } from './auth-api';
import { AuthLayout } from './AuthLayout';

type Field = 'first_name' | 'last_name' | 'email' | 'password';
const FIELDS: readonly Field[] = ['first_name', 'last_name', 'email', 'password'];

/** `/auth/signup`: creates the account, then the mailed code confirms the address. */
export function SignupPage() {
  const dispatch = useAppDispatch();
  const report = useReportFormError();
  const navigate = useNavigate();
  const userInfo = useUserInfo();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const { setErrors, clear, fieldProps } = useFieldErrors<Field>();
  const [signup, { isLoading }] = useSignupMutation();
  const blocking = useBlockingCall();

  if (userInfo) return <Navigate to="/" replace />;

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((previous) => ({ ...previous, [field]: event.target.value }));
      clear(field);
    },
    fullWidth: true,
  });

  const submit = async () => {
    const parsed = SignupRequest.safeParse(values);
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await blocking(() => signup(parsed.data).unwrap());
      dispatch(successToast(answer.success));
      void navigate(`/auth/confirm-email?email=${encodeURIComponent(answer.email)}`);
    } catch (error) {
      setErrors(report(error, serverFieldErrors(error, FIELDS, { [ErrorCode.weakPassword]: 'password' })));
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Turn your podcast episodes into transcripts."
      footer={
        <span>
          Already have an account? <RouterLink to="/auth/login">Sign in</RouterLink>
        </span>
      }
    >
      <Form onSubmit={() => void submit()} aria-label="Create account">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label="First name"
            autoComplete="given-name"
            autoFocus
            required
            {...bind('first_name')}
            {...fieldProps('first_name')}
          />
          <TextField label="Last name" autoComplete="family-name" {...bind('last_name')} {...fieldProps('last_name')} />
        </Stack>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...bind('email')}
          {...fieldProps('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...bind('password')}
          {...fieldProps('password', PASSWORD_HINT)}
        />
        <SubmitButton pending={isLoading}>Create account</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
