import type {
  CreateOrganisationRequest,
  CreateOrganisationResponse,
  MemberList,
  ValidUser,
  ValidUserList,
  ValidUserRemoved,
  ValidUserRequest,
} from '@scriptloom/contracts';
import { api } from '../../api/api';
import { tokenReplaced } from '../../app/session/user-slice';

/** The organisation and people calls (docs/product.md#organisations). */
export const organisationsApi = api.enhanceEndpoints({ addTagTypes: ['ValidUsers', 'Members'] }).injectEndpoints({
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
    listMembers: build.query<MemberList, void>({
      query: () => 'enterprise/get_company_members/accepted',
      providesTags: ['Members'],
    }),
  }),
});

export const {
  useCreateOrganisationMutation,
  useListValidUsersQuery,
  useAddValidUserMutation,
  useUpdateValidUserMutation,
  useRemoveValidUserMutation,
  useListMembersQuery,
} = organisationsApi;
