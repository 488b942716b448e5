import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ExportMessages, type BulkDownloadRequest, type BulkDownloadResponse } from '@scriptloom/contracts';
import { api } from '../../api/api';
import { describeApiError } from '../../api/api-error';
import { errorToast } from '../notices/toast-slice';
import { saveBlob } from '../files/save-blob';
import { exportQueryString, type ExportChoices } from './export-choices';
import { exportFileName } from './export-filename';

export interface ExportArgs {
  id: string;
  /** A workflow's transcript: exported with the workflow's call (`GET /enterprise/transcript/export/{id}/{format}`). */
  workflow?: boolean;
  /** Names the saved file when the server sends no Content-Disposition. */
  title: string;
  choices: ExportChoices;
}

export interface ExportResult {
  filename: string;
}

// These calls toast their own fixed text (docs/product.md#exports-and-captions) instead of the base query's generic one.
const quiet = { quiet: true } as const;

/**
 * docs/product.md#exports-and-captions: 'Transcript could not be exported at this time. Please try again. ' + the server's
 * message. A 401 has already ended the session and said so; nothing more is shown for it.
 */
export function exportFailureMessage(error: unknown): string | null {
  const info = describeApiError(error);
  if (info.status === 401) return null;
  return ExportMessages.exportFailed + info.message;
}

/** A failed export still answers `{error, code}` JSON though a success is binary: read it as such. */
async function readBody(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toastFailure(dispatch: (action: ReturnType<typeof errorToast>) => unknown, failure: unknown) {
  const error = (failure as { error?: FetchBaseQueryError }).error ?? failure;
  const message = exportFailureMessage(error);
  if (message) dispatch(errorToast(message));
}

/** Both calls report their own failure, with the product's fixed words before the server's. */
async function toastOnFailure(
  _args: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: ReturnType<typeof errorToast>) => unknown; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
  } catch (failure) {
    toastFailure(dispatch, failure);
  }
}

export const exportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportTranscript: build.mutation<ExportResult, ExportArgs>({
      // A queryFn so the file's bytes go straight to the browser's download and never into the store.
      async queryFn({ id, workflow = false, title, choices }, _api, _extra, baseQuery) {
        const enc = encodeURIComponent;
        const url = workflow
          ? `enterprise/transcript/export/${enc(id)}/${enc(choices.format)}?${exportQueryString(choices, { withFormat: false })}`
          : `v2/up/export/${enc(id)}?${exportQueryString(choices)}`;
        const result = await baseQuery({
          url,
          responseHandler: readBody,
        });
        if (result.error) return { error: result.error };
        if (!(result.data instanceof Blob)) {
          const error = 'The export arrived in an unexpected form.';
          return { error: { status: 'CUSTOM_ERROR', error, data: { error } } };
        }
        const header = result.meta?.response?.headers.get('Content-Disposition') ?? null;
        const filename = exportFileName(header, title, choices.format);
        saveBlob(result.data, filename);
        return { data: { filename } };
      },
      extraOptions: quiet,
      onQueryStarted: toastOnFailure,
    }),
    bulkDownload: build.mutation<BulkDownloadResponse, BulkDownloadRequest>({
      query: (body) => ({ url: 'up/bulk-download', method: 'POST', body }),
      extraOptions: quiet,
      onQueryStarted: toastOnFailure,
    }),
  }),
});

export const { useExportTranscriptMutation, useBulkDownloadMutation } = exportsApi;
