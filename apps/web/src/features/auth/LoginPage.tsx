import { type LoginChallengeResponse, type LoginResponse, type SessionResponse } from '@scriptloom/contracts';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { redirectAfterLogin } from '../../shared/routes/login-redirect';
import { useBlockingCall } from '../../shared/notices/use-blocking-call';
import { endReasonCleared, sessionStarted } from '../../shared/session/user-slice';
import { RouterLink } from '../../components/RouterLink';
import { useLoginMutation } from './auth-api';
import { AuthLayout } from './AuthLayout';
import { LoginCodeForm } from './LoginCodeForm';
import { LoginCredentialsForm } from './LoginCredentialsForm';

/** `/auth/login`: email and password, then the mailed code when two-step sign-in is on. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const userInfo = useAppSelector((state) => state.user.userInfo);
  const endReason = useAppSelector((state) => state.user.endReason);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [challenge, setChallenge] = useState<LoginChallengeResponse | null>(null);
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  const [login] = useLoginMutation();
  const blocking = useBlockingCall();

  // The guard has acted on how the last session ended; later visits to protected pages should
  // again be told why they need to sign in.
  useEffect(() => {
    if (endReason !== null) dispatch(endReasonCleared());
  }, [endReason, dispatch]);

  // Signed in (just now, or already when arriving here): continue where the user was headed.
  if (userInfo) return <Navigate to={redirectAfterLogin(searchParams, location.state)} replace />;

  const startSession = (session: SessionResponse) => dispatch(sessionStarted(session));

  const handleAnswer = (answer: LoginResponse, used: { email: string; password: string }) => {
    if ('verify_required' in answer) {
      setCredentials(used);
      setChallenge(answer);
    } else {
      startSession(answer);
    }
  };

  const resendCode = async () => {
    if (!credentials) return;
    const answer = await blocking(() => login(credentials).unwrap()).catch(() => null);
    if (answer) handleAnswer(answer, credentials);
  };

  const signupLink = searchParams.has('redirect') ? `/auth/signup?${searchParams.toString()}` : '/auth/signup';

  if (challenge) {
    return (
      <AuthLayout
        title="Check your email"
        subtitle={`We sent a 6-digit sign-in code to ${challenge.email}. Enter it to finish signing in.`}
      >
        <LoginCodeForm
          challenge={challenge}
          onSession={startSession}
          onResend={resendCode}
          onCancel={() => {
            setChallenge(null);
            setCredentials(null);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Sign in"
      footer={
        <span>
          New here? <RouterLink to={signupLink}>Create an account</RouterLink>
        </span>
      }
    >
      <LoginCredentialsForm initialEmail={searchParams.get('email') ?? ''} onAnswer={handleAnswer} />
    </AuthLayout>
  );
}
