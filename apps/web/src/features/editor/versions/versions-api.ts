import { api } from '../../../api/api';
import { operation, type Answer, type Body } from '../../../api/operations';

const list = operation('GET /api/v1/up/versions/{id}');
const one = operation('GET /api/v1/up/versions/{id}/{versionId}');
const restore = operation('POST /api/v1/up/versions/{id}/{versionId}/restore');

// The version history dialog shows its own failures next to what failed, never as a toast.
const quiet = { quiet: true } as const;

export interface VersionRef {
  fileId: string;
  versionId: string;
}

/** A transcript's version history (docs/product.md#version-history). */
export const versionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVersions: build.query<Answer<typeof list>, string>({
      query: (fileId) => list({ path: { id: fileId } }),
      extraOptions: quiet,
      // Every save may add a version: an answer from an earlier opening of the dialog is never shown.
      keepUnusedDataFor: 0,
    }),
    /**
     * `version` is only part of the cache key: the newest version keeps its id while the person's
     * saves extend it, so its document is fetched again whenever its version number moved.
     */
    getVersion: build.query<Answer<typeof one>, VersionRef & { version: number }>({
      query: ({ fileId, versionId }) => one({ path: { id: fileId, versionId } }),
      extraOptions: quiet,
      // A long transcript's version is megabytes; keep a few seconds for going back and forth, no more.
      keepUnusedDataFor: 15,
    }),
    /**
     * Makes the version the current document. The editor session calls it (it holds the document's
     * version and adopts the answer, as after replace-all); it reports failures itself.
     */
    restoreVersion: build.mutation<Answer<typeof restore>, VersionRef & { body: Body<typeof restore> }>({
      query: ({ fileId, versionId, body }) => restore({ path: { id: fileId, versionId }, body }),
      extraOptions: quiet,
    }),
  }),
});

export const { useListVersionsQuery, useGetVersionQuery, useRestoreVersionMutation } = versionsApi;
