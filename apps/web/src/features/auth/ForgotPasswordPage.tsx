import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { ResetPasswordLinkRequest } from '@scriptloom/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBlockingCall } from '../../shared/notices/use-blocking-call';
import { Form } from '../../components/Form';
import { RouterLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useRequestPasswordResetMutation } from './auth-api';
import { AuthLayout } from './AuthLayout';

/** `/auth/forgot-password`: mails a reset link. The server answers the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const { setErrors, bind } = useFieldErrors<'email'>();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const blocking = useBlockingCall();

  const submit = async () => {
    const parsed = ResetPasswordLinkRequest.safeParse({ email });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await blocking(() => requestReset(parsed.data).unwrap());
      setSent(answer.success);
    } catch {
      // The base query has shown the server's reason.
    }
  };

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<RouterLink to="/auth/login">Back to sign in</RouterLink>}
    >
      <Form onSubmit={() => void submit()} aria-label="Request password reset">
        {sent && (
          <Alert severity="success" role="status">
            {sent}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          {...bind('email', email, setEmail)}
        />
        <SubmitButton pending={isLoading}>{sent ? 'Send the link again' : 'Send reset link'}</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
