import Alert from '@mui/material/Alert';
import { PASSWORD_HINT } from '@scriptloom/contracts';
import TextField from '@mui/material/TextField';
import { ConfirmResetPasswordRequest, ErrorCode } from '@scriptloom/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { useAppDispatch } from '../../shared/store/hooks';
import { useBlockingCall } from '../../shared/notices/use-blocking-call';
import { successToast } from '../../shared/notices/toast-slice';
import { useReportFormError } from '../../shared/notices/form-errors';
import { Form } from '../../components/Form';
import { RouterLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import { serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useConfirmPasswordResetMutation } from './auth-api';
import { AuthLayout } from './AuthLayout';

type Field = 'password' | 'confirm';

/** `/auth/reset-password?token=`: the page the reset mail links to. */
export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const report = useReportFormError();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : 'This reset link is not valid.');
  const { setErrors, bind } = useFieldErrors<Field>();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const blocking = useBlockingCall();

  const submit = async () => {
    const parsed = ConfirmResetPasswordRequest.safeParse({ token, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'token') return setLinkProblem(issue.message);
      return setErrors({ password: issue?.message ?? 'Choose a new password.' });
    }
    if (confirm !== password) return setErrors({ confirm: 'The passwords do not match.' });
    try {
      const answer = await blocking(() => confirmReset(parsed.data).unwrap());
      dispatch(successToast(answer.success));
      void navigate('/auth/login', { replace: true });
    } catch (error) {
      const { code, message, fields } = describeApiError(error);
      if (code === ErrorCode.invalidToken || code === ErrorCode.expiredCode || fields.token) {
        // Shown in place of the form, so not toasted too.
        setLinkProblem(fields.token ?? message);
      } else setErrors(report(error, serverFieldErrors(error, ['password'], { [ErrorCode.weakPassword]: 'password' })));
    }
  };

  return (
    <AuthLayout title="Choose a new password" footer={<RouterLink to="/auth/login">Back to sign in</RouterLink>}>
      <Form onSubmit={() => void submit()} aria-label="Set new password">
        {linkProblem && (
          <Alert severity="error">
            {linkProblem} <RouterLink to="/auth/forgot-password">Request a new link</RouterLink>
          </Alert>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          fullWidth
          {...bind('password', password, setPassword, PASSWORD_HINT)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          {...bind('confirm', confirm, setConfirm)}
        />
        <SubmitButton pending={isLoading} disabled={isLoading || !token}>
          Save new password
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
