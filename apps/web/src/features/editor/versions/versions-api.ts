import type {
  RestoreVersionRequest,
  TranscriptDocResponse,
  TranscriptVersionDoc,
  TranscriptVersionList,
} from '@scriptloom/contracts';
import { api } from '../../../api/api';

// The version history dialog shows its own failures next to what failed, never as a toast.
const quiet = { quiet: true } as const;
const enc = encodeURIComponent;

export interface VersionRef {
  fileId: string;
  versionId: string;
}

/** A transcript's version history (docs/product.md#version-history). */
export const versionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVersions: build.query<TranscriptVersionList, string>({
      query: (fileId) => `v1/up/versions/${enc(fileId)}`,
      extraOptions: quiet,
      // Every save may add a version: an answer from an earlier opening of the dialog is never shown.
      keepUnusedDataFor: 0,
    }),
    /**
     * `version` is only part of the cache key: the newest version keeps its id while the person's
     * saves extend it, so its document is fetched again whenever its version number moved.
     */
    getVersion: build.query<TranscriptVersionDoc, VersionRef & { version: number }>({
      query: ({ fileId, versionId }) => `v1/up/versions/${enc(fileId)}/${enc(versionId)}`,
      extraOptions: quiet,
      // A long transcript's version is megabytes; keep a few seconds for going back and forth, no more.
      keepUnusedDataFor: 15,
    }),
    /**
     * Makes the version the current document. The editor session calls it (it holds the document's
     * version and adopts the answer, as after replace-all); it reports failures itself.
     */
    restoreVersion: build.mutation<TranscriptDocResponse, VersionRef & { body: RestoreVersionRequest }>({
      query: ({ fileId, versionId, body }) => ({
        url: `v1/up/versions/${enc(fileId)}/${enc(versionId)}/restore`,
        method: 'POST',
        body,
      }),
      extraOptions: quiet,
    }),
  }),
});

export const { useListVersionsQuery, useGetVersionQuery, useRestoreVersionMutation } = versionsApi;
