import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ErrorCode, LoginRequest, type LoginResponse } from '@scriptloom/contracts';
import { useState } from 'react';
import { useBlockingCall } from '../../shared/notices/use-blocking-call';
import { Form } from '../../components/Form';
import { RouterLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useLoginMutation } from './auth-api';

type Field = 'email' | 'password';

interface Props {
  initialEmail: string;
  /** Called with the server's answer: a session, or a two-step challenge. */
  onAnswer: (answer: LoginResponse, credentials: { email: string; password: string }) => void;
}

export function LoginCredentialsForm({ initialEmail, onAnswer }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { setErrors, bind } = useFieldErrors<Field>();
  const [login, { isLoading }] = useLoginMutation();
  const blocking = useBlockingCall();

  const submit = async () => {
    const parsed = LoginRequest.safeParse({ email, password });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await blocking(() => login(parsed.data).unwrap());
      onAnswer(answer, parsed.data);
    } catch (error) {
      // Wrong credentials concern the pair, but the password is what the user will retype.
      setErrors(serverFieldErrors(error, ['email', 'password'], { [ErrorCode.invalidCredentials]: 'password' }));
    }
  };

  return (
    <Form onSubmit={() => void submit()} aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        {...bind('email', email, setEmail)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        {...bind('password', password, setPassword)}
      />
      <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
        <RouterLink to="/auth/forgot-password" variant="body2">
          Forgot password?
        </RouterLink>
      </Box>
      <SubmitButton pending={isLoading}>Sign in</SubmitButton>
    </Form>
  );
}
