import { api } from '../../api/api';
import { operation, type Answer } from '../../api/operations';

const profile = operation('GET /api/v1/user/profile');

/**
 * The signed-in person's profile (`GET /v1/user/profile`): the account pages show it, and the upload
 * dialog reads the plan from it to check a file against the plan's limits before sending it.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Answer<typeof profile>, void>({
      query: () => profile(),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
