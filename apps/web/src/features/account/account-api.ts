import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  EmailVerificationStatus,
  TwoStepRequest,
  TwoStepResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserProfile,
} from '@scriptloom/contracts';
import { api } from '../../api/api';
import { tokenReplaced, userInfoUpdated } from '../../shared/session/user-slice';

// The contracts export these two only as schemas; their parse results are the wire types.
type TwoStepBody = ReturnType<typeof TwoStepRequest.parse>;
type TwoStepAnswer = ReturnType<typeof TwoStepResponse.parse>;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => 'v1/user/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: 'user/profile', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // The server answers with the saved profile: use it rather than fetching again, and keep the
        // stored userInfo (greeting, app bar) in step with the new names.
        void dispatch(accountApi.util.upsertQueryData('getProfile', undefined, data.profile));
        dispatch(userInfoUpdated({ first_name: data.profile.first_name, last_name: data.profile.last_name }));
      },
    }),
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'user/password', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // Older tokens stop working the moment the password changes, so the new one is stored at once.
        if (data) dispatch(tokenReplaced(data.token));
      },
    }),
    getEmailVerification: build.query<EmailVerificationStatus, void>({
      query: () => 'user/email-verification',
      providesTags: ['EmailVerification'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userInfoUpdated({ email_verified: data.email_verified }));
      },
    }),
    setTwoStep: build.mutation<TwoStepAnswer, TwoStepBody>({
      query: (body) => ({ url: 'user/two-step', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          accountApi.util.updateQueryData('getProfile', undefined, (profile) => {
            profile.two_step_enabled = data.two_step_enabled;
          }),
        );
      },
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetEmailVerificationQuery,
  useSetTwoStepMutation,
} = accountApi;
