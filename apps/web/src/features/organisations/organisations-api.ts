import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';
import { profileApi } from '../../shared/session/profile-api';
import { sessionStarted, tokenReplaced, userInfoUpdated } from '../../shared/session/user-slice';
import type { AppDispatch, RootState } from '../../shared/store/store';

const found = operation('POST /api/enterprise/organisations');
const validUsers = operation('GET /api/login/valid-users');
const addValidUser = operation('POST /api/login/valid-users');
const updateValidUser = operation('PUT /api/login/valid-users/{id}');
const removeValidUser = operation('DELETE /api/login/valid-users/{id}');
const reinvite = operation('POST /api/login/valid-users/{id}/invite');
const members = operation('GET /api/enterprise/get_company_members/accepted');
const allMembers = operation('GET /api/v1/user/all');
const memberProfile = operation('GET /api/v1/user/profile/{id}');
const updateMemberProfile = operation('POST /api/v1/user/profile');
const mine = operation('GET /api/enterprise/organisation');
const rename = operation('PUT /api/enterprise/organisation');
const leave = operation('POST /api/enterprise/organisation/leave');
const invitations = operation('GET /api/user/invitations');
const accept = operation('POST /api/user/invitations/{id}/accept');
const decline = operation('POST /api/user/invitations/{id}/decline');

/**
 * Joining or leaving changes what every cached answer may say (workflows, members, the files list
 * is the same but the app around it is not): the new session's token is stored and the cache
 * emptied, so each page asks again as the member or personal account the person now is.
 */
function membershipChanged(dispatch: AppDispatch, session: Answer<typeof accept> | Answer<typeof leave>) {
  dispatch(sessionStarted({ token: session.token, user: session.user }));
  dispatch(api.util.resetApiState());
}

/** The organisation and people calls (docs/product.md#organisations). */
export const organisationsApi = api
  .enhanceEndpoints({ addTagTypes: ['ValidUsers', 'Members', 'MemberProfile', 'Invitations', 'Organisation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createOrganisation: build.mutation<Answer<typeof found>, Body<typeof found>>({
        query: (body) => found({ body }),
        invalidatesTags: ['Profile'],
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          // The new token's claim says admin: storing it is what moves the app to the organisation.
          if (data) dispatch(tokenReplaced(data.token));
        },
      }),
      listValidUsers: build.query<Answer<typeof validUsers>, void>({
        query: () => validUsers(),
        providesTags: ['ValidUsers'],
      }),
      addValidUser: build.mutation<Answer<typeof addValidUser>, Body<typeof addValidUser>>({
        query: (body) => addValidUser({ body }),
        invalidatesTags: ['ValidUsers', 'Members'],
      }),
      updateValidUser: build.mutation<Answer<typeof updateValidUser>, Body<typeof updateValidUser> & { id: string }>({
        query: ({ id, ...body }) => updateValidUser({ path: { id }, body }),
        invalidatesTags: ['ValidUsers', 'Members'],
      }),
      removeValidUser: build.mutation<Answer<typeof removeValidUser>, string>({
        query: (id) => removeValidUser({ path: { id } }),
        invalidatesTags: ['ValidUsers', 'Members'],
      }),
      reinviteValidUser: build.mutation<Answer<typeof reinvite>, string>({
        query: (id) => reinvite({ path: { id } }),
        invalidatesTags: ['ValidUsers'],
      }),
      listMembers: build.query<Answer<typeof members>, void>({
        query: () => members(),
        providesTags: ['Members'],
      }),
      /** The admins' list of members (`GET /v1/user/all`): the same items, each opening the member's profile. */
      listAllMembers: build.query<Answer<typeof allMembers>, void>({
        query: () => allMembers(),
        providesTags: ['Members'],
      }),
      getMemberProfile: build.query<Answer<typeof memberProfile>, string>({
        query: (id) => memberProfile({ path: { id } }),
        providesTags: (_result, _error, id) => [{ type: 'MemberProfile', id }],
      }),
      /**
       * An admin's change to a member's profile, one field a call (docs/product.md#organisations).
       * Errors are reported by the field's form, under the field or as a toast (useReportFormError).
       */
      updateMemberProfile: build.mutation<
        Answer<typeof updateMemberProfile>,
        Body<typeof updateMemberProfile> & { user_id: string }
      >({
        query: (body) => updateMemberProfile({ body }),
        extraOptions: { quiet: true },
        // The lists show the member's name: asked again once it may have changed.
        invalidatesTags: (result) => (result ? ['Members'] : []),
        async onQueryStarted(body, { dispatch, queryFulfilled, getState }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          // The answer is the saved profile: the page shows it without asking again.
          void dispatch(organisationsApi.util.upsertQueryData('getMemberProfile', body.user_id, data.profile));
          // An admin may open their own entry too: their account pages and app bar follow.
          const me = (getState() as RootState).user.userInfo;
          if (me?.id === data.profile.id) {
            void dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data.profile));
            dispatch(userInfoUpdated({ first_name: data.profile.first_name, last_name: data.profile.last_name }));
          }
        },
      }),
      myOrganisation: build.query<Answer<typeof mine>, void>({
        query: () => mine(),
        providesTags: ['Organisation'],
      }),
      /** Errors are shown in the rename dialog, under the name they are about. */
      renameOrganisation: build.mutation<Answer<typeof rename>, Body<typeof rename>>({
        query: (body) => rename({ body }),
        extraOptions: { quiet: true },
        invalidatesTags: ['Organisation', 'Invitations'],
      }),
      leaveOrganisation: build.mutation<Answer<typeof leave>, void>({
        query: () => leave(),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) membershipChanged(dispatch as AppDispatch, data);
        },
      }),
      listInvitations: build.query<Answer<typeof invitations>, void>({
        query: () => invitations(),
        providesTags: ['Invitations'],
      }),
      acceptInvitation: build.mutation<Answer<typeof accept>, string>({
        query: (id) => accept({ path: { id } }),
        async onQueryStarted(_id, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) membershipChanged(dispatch as AppDispatch, data);
        },
      }),
      declineInvitation: build.mutation<Answer<typeof decline>, string>({
        query: (id) => decline({ path: { id } }),
        invalidatesTags: ['Invitations'],
      }),
    }),
  });

export const {
  useCreateOrganisationMutation,
  useListValidUsersQuery,
  useAddValidUserMutation,
  useUpdateValidUserMutation,
  useRemoveValidUserMutation,
  useReinviteValidUserMutation,
  useListMembersQuery,
  useListAllMembersQuery,
  useGetMemberProfileQuery,
  useUpdateMemberProfileMutation,
  useMyOrganisationQuery,
  useRenameOrganisationMutation,
  useLeaveOrganisationMutation,
  useListInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
} = organisationsApi;
