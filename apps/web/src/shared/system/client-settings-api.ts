import { api } from '../../api/api';
import { operation, type Answer } from '../../api/operations';

const settings = operation('GET /api/client-settings');

/** What the server says of its setup (the languages its speech engine knows); read once a visit. */
export const clientSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientSettings: build.query<Answer<typeof settings>, void>({
      query: () => settings(),
      extraOptions: { quiet: true },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetClientSettingsQuery } = clientSettingsApi;
