import { ErrorCode, Messages } from '@scriptloom/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { useGetEmailVerificationQuery } from '../../features/account/account-api';
import { useResendVerificationMutation } from '../../features/auth/auth-api';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useBlockingCall } from '../../shared/notices/use-blocking-call';
import { successToast } from '../../shared/notices/toast-slice';
import { useNotification } from '../../shared/notices/NotificationContext';

const CONFIRM_PATH = '/auth/confirm-email';

/**
 * Nudges signed-in users with an unverified email (the context notification's action variant).
 * The stored flag can be stale (the address may have been confirmed in another tab or device),
 * so it is refreshed from the server whenever a signed-in app starts.
 */
export function EmailVerificationPrompt() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userInfo = useAppSelector((state) => state.user.userInfo);
  const token = useAppSelector((state) => state.user.token);
  const { notify, close } = useNotification();
  const [resend] = useResendVerificationMutation();
  const blocking = useBlockingCall();
  // Once dismissed, the nudge stays away until the next page load rather than following the user around.
  const dismissed = useRef(false);
  const shown = useRef(false);

  useGetEmailVerificationQuery(undefined, { skip: !token });

  const email = userInfo?.email;
  const needsVerification = userInfo?.email_verified === false && pathname !== CONFIRM_PATH;

  useEffect(() => {
    if (!needsVerification || !email) {
      if (shown.current) close();
      shown.current = false;
      return;
    }
    if (dismissed.current || shown.current) return;
    shown.current = true;
    const verifyNow = async () => {
      dismissed.current = true;
      close();
      const confirmPage = `${CONFIRM_PATH}?email=${encodeURIComponent(email)}`;
      try {
        const answer = await blocking(() => resend({ email }).unwrap());
        dispatch(successToast(answer.success));
        void navigate(confirmPage);
      } catch (error) {
        // The base query has shown why no new code went out. When it is only "too soon", a code sent
        // moments ago is still on its way or in the inbox, so the confirm page is still the right place.
        if (describeApiError(error).code === ErrorCode.rateLimited) void navigate(confirmPage);
      }
    };
    notify({
      message: `Please verify your email address (${email}) to secure your account.`,
      severity: 'warning',
      action: { label: Messages.verifyNow, onClick: () => void verifyNow() },
    });
  }, [needsVerification, email, notify, close, resend, blocking, dispatch, navigate]);

  return null;
}
