import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';
import { profileApi } from '../../shared/session/profile-api';
import { tokenReplaced, userInfoUpdated } from '../../shared/session/user-slice';

const updateProfile = operation('POST /api/user/profile');
const changePassword = operation('POST /api/user/password');
const emailVerification = operation('GET /api/user/email-verification');
const twoStep = operation('POST /api/user/two-step');

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Answer<typeof updateProfile>, Body<typeof updateProfile>>({
      query: (body) => updateProfile({ body }),
      // The form reports its errors once, inline or as a toast (useReportFormError).
      extraOptions: { quiet: true },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // The server answers with the saved profile: use it rather than fetching again, and keep the
        // stored userInfo (greeting, app bar) in step with the new names.
        void dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data.profile));
        dispatch(userInfoUpdated({ first_name: data.profile.first_name, last_name: data.profile.last_name }));
      },
    }),
    changePassword: build.mutation<Answer<typeof changePassword>, Body<typeof changePassword>>({
      query: (body) => changePassword({ body }),
      // The form reports its errors once, inline or as a toast (useReportFormError).
      extraOptions: { quiet: true },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // Older tokens stop working the moment the password changes, so the new one is stored at once.
        if (data) dispatch(tokenReplaced(data.token));
      },
    }),
    getEmailVerification: build.query<Answer<typeof emailVerification>, void>({
      query: () => emailVerification(),
      providesTags: ['EmailVerification'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userInfoUpdated({ email_verified: data.email_verified }));
      },
    }),
    setTwoStep: build.mutation<Answer<typeof twoStep>, Body<typeof twoStep>>({
      query: (body) => twoStep({ body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          profileApi.util.updateQueryData('getProfile', undefined, (profile) => {
            profile.two_step_enabled = data.two_step_enabled;
          }),
        );
      },
    }),
  }),
});

export { useGetProfileQuery } from '../../shared/session/profile-api';
export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetEmailVerificationQuery,
  useSetTwoStepMutation,
} = accountApi;
