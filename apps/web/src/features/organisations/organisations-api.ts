import { api } from '../../api/api';
import { operation, type Answer, type Body } from '../../api/operations';
import { sessionStarted, tokenReplaced } from '../../shared/session/user-slice';
import type { AppDispatch } from '../../shared/store/store';

const found = operation('POST /api/enterprise/organisations');
const validUsers = operation('GET /api/login/valid-users');
const addValidUser = operation('POST /api/login/valid-users');
const updateValidUser = operation('PUT /api/login/valid-users/{id}');
const removeValidUser = operation('DELETE /api/login/valid-users/{id}');
const reinvite = operation('POST /api/login/valid-users/{id}/invite');
const members = operation('GET /api/enterprise/get_company_members/accepted');
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
  .enhanceEndpoints({ addTagTypes: ['ValidUsers', 'Members', 'Invitations', 'Organisation'] })
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
  useMyOrganisationQuery,
  useRenameOrganisationMutation,
  useLeaveOrganisationMutation,
  useListInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
} = organisationsApi;
