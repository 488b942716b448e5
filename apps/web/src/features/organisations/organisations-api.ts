import type {
  AcceptInvitationResponse,
  CreateOrganisationRequest,
  CreateOrganisationResponse,
  DeclineInvitationResponse,
  InvitationList,
  LeaveOrganisationResponse,
  MemberList,
  MyOrganisation,
  ValidUser,
  ValidUserList,
  ValidUserRemoved,
  ValidUserRequest,
} from '@scriptloom/contracts';
import { api } from '../../api/api';
import { sessionStarted, tokenReplaced } from '../../shared/session/user-slice';
import type { AppDispatch } from '../../shared/store/store';

/**
 * Joining or leaving changes what every cached answer may say (workflows, members, the files list
 * is the same but the app around it is not): the new session's token is stored and the cache
 * emptied, so each page asks again as the member or personal account the person now is.
 */
function membershipChanged(dispatch: AppDispatch, session: AcceptInvitationResponse | LeaveOrganisationResponse) {
  dispatch(sessionStarted({ token: session.token, user: session.user }));
  dispatch(api.util.resetApiState());
}

/** The organisation and people calls (docs/product.md#organisations). */
export const organisationsApi = api
  .enhanceEndpoints({ addTagTypes: ['ValidUsers', 'Members', 'Invitations', 'Organisation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createOrganisation: build.mutation<CreateOrganisationResponse, CreateOrganisationRequest>({
        query: (body) => ({ url: 'enterprise/organisations', method: 'POST', body }),
        invalidatesTags: ['Profile'],
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          // The new token's claim says admin: storing it is what moves the app to the organisation.
          if (data) dispatch(tokenReplaced(data.token));
        },
      }),
      listValidUsers: build.query<ValidUserList, void>({
        query: () => 'login/valid-users',
        providesTags: ['ValidUsers'],
      }),
      addValidUser: build.mutation<ValidUser, ValidUserRequest>({
        query: (body) => ({ url: 'login/valid-users', method: 'POST', body }),
        invalidatesTags: ['ValidUsers', 'Members'],
      }),
      updateValidUser: build.mutation<ValidUser, ValidUserRequest & { id: string }>({
        query: ({ id, ...body }) => ({ url: `login/valid-users/${encodeURIComponent(id)}`, method: 'PUT', body }),
        invalidatesTags: ['ValidUsers', 'Members'],
      }),
      removeValidUser: build.mutation<ValidUserRemoved, string>({
        query: (id) => ({ url: `login/valid-users/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['ValidUsers', 'Members'],
      }),
      reinviteValidUser: build.mutation<ValidUser, string>({
        query: (id) => ({ url: `login/valid-users/${encodeURIComponent(id)}/invite`, method: 'POST' }),
        invalidatesTags: ['ValidUsers'],
      }),
      listMembers: build.query<MemberList, void>({
        query: () => 'enterprise/get_company_members/accepted',
        providesTags: ['Members'],
      }),
      myOrganisation: build.query<MyOrganisation, void>({
        query: () => 'enterprise/organisation',
        providesTags: ['Organisation'],
      }),
      leaveOrganisation: build.mutation<LeaveOrganisationResponse, void>({
        query: () => ({ url: 'enterprise/organisation/leave', method: 'POST' }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) membershipChanged(dispatch as AppDispatch, data);
        },
      }),
      listInvitations: build.query<InvitationList, void>({
        query: () => 'user/invitations',
        providesTags: ['Invitations'],
      }),
      acceptInvitation: build.mutation<AcceptInvitationResponse, string>({
        query: (id) => ({ url: `user/invitations/${encodeURIComponent(id)}/accept`, method: 'POST' }),
        async onQueryStarted(_id, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) membershipChanged(dispatch as AppDispatch, data);
        },
      }),
      declineInvitation: build.mutation<DeclineInvitationResponse, string>({
        query: (id) => ({ url: `user/invitations/${encodeURIComponent(id)}/decline`, method: 'POST' }),
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
  useLeaveOrganisationMutation,
  useListInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
} = organisationsApi;
