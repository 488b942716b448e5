import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';

const signup = operation('POST /api/v1/signup');
const confirmEmail = operation('POST /api/signup/confirm-email');
const resendVerification = operation('POST /api/signup/resend-verification-email');
const login = operation('POST /api/v1/login');
const verifyLogin = operation('POST /api/v1/login/verify');
const requestPasswordReset = operation('POST /api/login/reset-password-link');
const confirmPasswordReset = operation('POST /api/login/confirm-reset-password');

/** Confirming an email also signs the user in. */
export type ConfirmEmailResponse = Answer<typeof confirmEmail>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<Answer<typeof signup>, Body<typeof signup>>({
      query: (body) => signup({ body }),
      // The form reports its errors once, inline or as a toast (useReportFormError).
      extraOptions: { quiet: true },
    }),
    confirmEmail: build.mutation<ConfirmEmailResponse, Body<typeof confirmEmail>>({
      query: (body) => confirmEmail({ body }),
      // The form reports its errors once, inline or as a toast (useReportFormError).
      extraOptions: { quiet: true },
    }),
    resendVerification: build.mutation<Answer<typeof resendVerification>, Body<typeof resendVerification>>({
      query: (body) => resendVerification({ body }),
    }),
    login: build.mutation<Answer<typeof login>, Body<typeof login>>({ query: (body) => login({ body }) }),
    verifyLogin: build.mutation<Answer<typeof verifyLogin>, Body<typeof verifyLogin>>({
      query: (body) => verifyLogin({ body }),
    }),
    requestPasswordReset: build.mutation<Answer<typeof requestPasswordReset>, Body<typeof requestPasswordReset>>({
      query: (body) => requestPasswordReset({ body }),
    }),
    confirmPasswordReset: build.mutation<Answer<typeof confirmPasswordReset>, Body<typeof confirmPasswordReset>>({
      query: (body) => confirmPasswordReset({ body }),
      // The form reports its errors once, inline or as a toast (useReportFormError).
      extraOptions: { quiet: true },
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
