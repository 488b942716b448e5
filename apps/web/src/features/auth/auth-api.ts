import type {
  ConfirmEmailRequest,
  ConfirmResetPasswordRequest,
  LoginRequest,
  LoginResponse,
  LoginVerifyRequest,
  ResendVerificationRequest,
  ResetPasswordLinkRequest,
  SessionResponse,
  SignupRequest,
  SignupResponse,
  SuccessBody,
} from '@scriptloom/contracts';
import { api } from '../../api/api';

/** Confirming an email also signs the user in; older servers answered with `success` alone. */
export type ConfirmEmailResponse = SuccessBody & Partial<SessionResponse>;

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<SignupResponse, SignupRequest>({ query: post('v1/signup') }),
    confirmEmail: build.mutation<ConfirmEmailResponse, ConfirmEmailRequest>({
      query: post('signup/confirm-email'),
    }),
    resendVerification: build.mutation<SuccessBody, ResendVerificationRequest>({
      query: post('signup/resend-verification-email'),
    }),
    login: build.mutation<LoginResponse, LoginRequest>({ query: post('v1/login') }),
    verifyLogin: build.mutation<SessionResponse, LoginVerifyRequest>({ query: post('v1/login/verify') }),
    requestPasswordReset: build.mutation<SuccessBody, ResetPasswordLinkRequest>({
      query: post('login/reset-password-link'),
    }),
    confirmPasswordReset: build.mutation<SuccessBody, ConfirmResetPasswordRequest>({
      query: post('login/confirm-reset-password'),
    }),
  }),
});

export const {
  useSignupMutation,
  useConfirmEmailMutation,
  useResendVerificationMutation,
  useLoginMutation,
  useVerifyLoginMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = authApi;
