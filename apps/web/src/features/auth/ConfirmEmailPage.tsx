import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ConfirmEmailRequest, Email, ErrorCode, SessionResponse } from '@scriptloom/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useUserInfo } from '../../shared/store/hooks';
import { useBlockingCall } from '../../shared/notices/use-blocking-call';
import { sessionStarted, userInfoUpdated } from '../../shared/session/user-slice';
import { successToast } from '../../shared/notices/toast-slice';
import { useReportFormError } from '../../shared/notices/form-errors';
import { Form } from '../../components/Form';
import { RouterLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useConfirmEmailMutation, useResendVerificationMutation } from './auth-api';
import { AuthLayout } from './AuthLayout';
import { CodeField } from './CodeField';

type Field = 'email' | 'code';

/** `/auth/confirm-email?email=`: the 6-digit code from the welcome (or 'Verify Now') mail. */
export function ConfirmEmailPage() {
  const dispatch = useAppDispatch();
  const report = useReportFormError();
  const navigate = useNavigate();
  const userInfo = useUserInfo();
  const [searchParams] = useSearchParams();
  const prefilled = searchParams.get('email') ?? userInfo?.email ?? '';
  const [email, setEmail] = useState(prefilled);
  const [code, setCode] = useState('');
  const { setErrors, clear, fieldProps, bind } = useFieldErrors<Field>();
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  const [resend, { isLoading: resending }] = useResendVerificationMutation();
  const blocking = useBlockingCall();

  const submit = async () => {
    const parsed = ConfirmEmailRequest.safeParse({ email, code });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await blocking(() => confirm(parsed.data).unwrap());
      dispatch(successToast(answer.success));
      const session = SessionResponse.safeParse(answer);
      if (session.success) {
        // Confirming signs the user in: the server answers with a fresh session.
        dispatch(sessionStarted(session.data));
        void navigate('/', { replace: true });
      } else if (userInfo && userInfo.email === parsed.data.email) {
        dispatch(userInfoUpdated({ email_verified: true }));
        void navigate('/', { replace: true });
      } else {
        void navigate(`/auth/login?email=${encodeURIComponent(parsed.data.email)}`, { replace: true });
      }
    } catch (error) {
      setErrors(
        report(
          error,
          serverFieldErrors(error, ['email', 'code'], {
            [ErrorCode.invalidCode]: 'code',
            [ErrorCode.expiredCode]: 'code',
            [ErrorCode.notFound]: 'email',
          }),
        ),
      );
    }
  };

  const resendCode = async () => {
    const parsed = Email.safeParse(email);
    if (!parsed.success) return setErrors({ email: parsed.error.issues[0]?.message ?? 'Enter your email.' });
    try {
      const answer = await resend({ email: parsed.data }).unwrap();
      dispatch(successToast(answer.success));
      setCode('');
      clear('code');
    } catch {
      // The base query has shown the server's reason.
    }
  };

  return (
    <AuthLayout
      title="Confirm your email"
      subtitle="Enter the 6-digit code we emailed you. It may take a minute to arrive."
      footer={
        <RouterLink to={userInfo ? '/' : '/auth/login'}>
          {userInfo ? 'Back to dashboard' : 'Back to sign in'}
        </RouterLink>
      }
    >
      <Form onSubmit={() => void submit()} aria-label="Confirm email">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus={!prefilled}
          required
          fullWidth
          {...bind('email', email, setEmail)}
        />
        <CodeField
          // With the address already known the code is the only thing left to type.
          autoFocus={Boolean(prefilled)}
          value={code}
          onChange={(value) => {
            setCode(value);
            clear('code');
          }}
          {...fieldProps('code')}
        />
        <SubmitButton pending={isLoading}>Confirm email</SubmitButton>
        <Button onClick={() => void resendCode()} loading={resending} disabled={resending || isLoading}>
          Resend code
        </Button>
      </Form>
    </AuthLayout>
  );
}
