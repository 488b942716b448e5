import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorCode, OneTimeCode, type LoginChallengeResponse, type SessionResponse } from '@scriptloom/contracts';
import { useState } from 'react';
import { useBlockingCall } from '../../shared/notices/use-blocking-call';
import { Form } from '../../components/Form';
import { SubmitButton } from '../../components/SubmitButton';
import { serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useVerifyLoginMutation } from './auth-api';
import { CodeField } from './CodeField';

interface Props {
  challenge: LoginChallengeResponse;
  onSession: (session: SessionResponse) => void;
  /** Sends the password again for a fresh challenge (and a new mail). */
  onResend: () => Promise<void>;
  onCancel: () => void;
}

/** The second step of two-step sign-in: the 6-digit code mailed to the account's address. */
export function LoginCodeForm({ challenge, onSession, onResend, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const { setErrors, clear, fieldProps } = useFieldErrors<'code'>();
  const [verify, { isLoading }] = useVerifyLoginMutation();
  const blocking = useBlockingCall();

  const submit = async () => {
    const parsed = OneTimeCode.safeParse(code);
    if (!parsed.success) return setErrors({ code: parsed.error.issues[0]?.message ?? 'Enter the code.' });
    try {
      const session = await blocking(() =>
        verify({ challenge_id: challenge.challenge_id, code: parsed.data }).unwrap(),
      );
      onSession(session);
    } catch (error) {
      setErrors(
        serverFieldErrors(error, ['code'], { [ErrorCode.invalidCode]: 'code', [ErrorCode.expiredCode]: 'code' }),
      );
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
      setCode('');
      clear('code');
    } finally {
      setResending(false);
    }
  };

  return (
    <Form onSubmit={() => void submit()} aria-label="Enter sign-in code">
      <CodeField
        autoFocus
        value={code}
        onChange={(value) => {
          setCode(value);
          clear('code');
        }}
        {...fieldProps('code', `Sent to ${challenge.email}`)}
      />
      <SubmitButton pending={isLoading}>Verify and sign in</SubmitButton>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onCancel}>Use another account</Button>
        <Button onClick={() => void resend()} loading={resending} disabled={resending || isLoading}>
          Send a new code
        </Button>
      </Stack>
    </Form>
  );
}
