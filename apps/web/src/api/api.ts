import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the app. Features add their endpoints with `injectEndpoints` so each
 * area keeps its calls next to its pages.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'EmailVerification', 'Files', 'FileDetails', 'ReviewLinks'],
  // A signed-in page should show fresh account data when it is opened again, not an old copy.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});
