import type { UnknownAction } from '@reduxjs/toolkit';
import { FileMessages, type DashboardItem, type DashboardResponse, type UploadResponse } from '@scriptloom/contracts';
import { api } from '../../api/api';
import { operation, type Answer } from '../../api/operations';
import { successToast, errorToast } from '../notices/toast-slice';
import { saveBlob } from './save-blob';
import { filenameFromContentDisposition } from './format';

/** docs/product.md#dashboard: the dashboard asks for 20 files at a time. */
export const PAGE_SIZE = 20;

export type DashboardSortValue = 'date_desc' | 'date_asc' | 'title_asc' | 'title_desc';
export type DashboardFilterValue = 'all' | 'processed' | 'unprocessed' | 'audio' | 'video';

export interface FileListArgs {
  sort: DashboardSortValue;
  filter: DashboardFilterValue;
}

export interface FilesPage extends DashboardResponse {
  /**
   * Whether the server filled the page. docs/product.md#dashboard: fewer results than the limit means all files
   * are fetched. Kept apart from `items.length` because deleting a row shrinks the cached page.
   */
  full: boolean;
}

const quiet = { quiet: true } as const;

const list = operation('GET /api/v2/up/all');
const unprocessed = operation('GET /api/up/unprocessed');
const status = operation('GET /api/up/status/{id}');
const details = operation('GET /api/up/details/{id}');
const remove = operation('GET /api/up/delete/{id}');
const rename = operation('PUT /api/v1/up/rename/{id}');
const download = operation('GET /api/v1/up/download/{id}');

/**
 * `start` of the next page, or undefined once a page came back short (docs/product.md#dashboard). The next page
 * starts after every row held, so rows deleted meanwhile (also gone on the server) shift nothing.
 */
export function nextPageStart(lastPage: FilesPage, allPages: readonly FilesPage[]): number | undefined {
  return lastPage.full ? allPages.reduce((sum, page) => sum + page.items.length, 0) : undefined;
}

export const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFiles: build.infiniteQuery<FilesPage, FileListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, allPages) => nextPageStart(lastPage, allPages),
      },
      query: ({ queryArg, pageParam }) =>
        list({ query: { sort: queryArg.sort, filter: queryArg.filter, start: pageParam, limit: PAGE_SIZE } }),
      transformResponse: (response: DashboardResponse): FilesPage => ({
        ...response,
        full: response.items.length >= PAGE_SIZE,
      }),
      extraOptions: quiet,
      providesTags: ['Files'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          // docs/product.md#dashboard fixes this toast; a 401 has already sent the user to sign in instead.
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          if (status !== 401) dispatch(errorToast(FileMessages.listFailed));
        }
      },
    }),
    getUnprocessed: build.query<Answer<typeof unprocessed>, void>({
      query: () => unprocessed(),
      extraOptions: quiet,
      // Polled: a stale answer from a previous visit would wrongly mark new uploads as done.
      keepUnusedDataFor: 0,
    }),
    getFileStatus: build.query<Answer<typeof status>, string>({
      query: (id) => status({ path: { id } }),
      extraOptions: quiet,
      keepUnusedDataFor: 0,
    }),
    getFileDetails: build.query<Answer<typeof details>, string>({
      query: (id) => details({ path: { id } }),
      // The transcript page shows its own notice (docs/product.md#opening-a-transcript).
      extraOptions: quiet,
      providesTags: (_result, _error, id) => [{ type: 'FileDetails', id }],
    }),
    deleteFile: build.mutation<Answer<typeof remove>, string>({
      query: (id) => remove({ path: { id } }),
      // docs/product.md#dashboard: failed delete calls are silent, after the file is already removed from the list.
      extraOptions: quiet,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        // Runs before the request leaves: the row disappears first, then the server is asked.
        dispatch(removeFileFromLists(id));
        try {
          await queryFulfilled;
          dispatch(successToast(FileMessages.deleted));
        } catch {
          // Deliberately silent (see above).
        }
      },
    }),
    renameFile: build.mutation<Answer<typeof rename>, { id: string; title: string }>({
      query: ({ id, title }) => rename({ path: { id }, body: { new_title: title } }),
      // The rename dialog shows the server's reason next to the title it concerns.
      extraOptions: quiet,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        let renamed: Answer<typeof rename>;
        try {
          ({ data: renamed } = await queryFulfilled);
        } catch {
          return;
        }
        const { title } = renamed;
        // Patched rather than refetched: refetching the details would reload the open editor's
        // transcript and player for one changed string.
        dispatch(
          filesApi.util.updateQueryData('getFileDetails', id, (draft) => {
            draft.es_doc.title = title;
            draft.fb_doc.title = title;
          }),
        );
        dispatch(patchFileInLists(id, { title }));
        // The lists are asked again too: sorted by title, the row may belong elsewhere now.
        dispatch(filesApi.util.invalidateTags(['Files']));
        dispatch(successToast(renamed.success));
      },
    }),
    downloadOriginal: build.mutation<{ filename: string }, { id: string; fallbackName: string }>({
      // A queryFn so the file's bytes go straight to the browser's download and never into the store.
      async queryFn({ id, fallbackName }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          ...download({ path: { id } }),
          // Errors still arrive as {error, code} JSON, and the base query needs that text for its toast.
          responseHandler: async (response) => (response.ok ? response.blob() : response.json().catch(() => undefined)),
        });
        if (result.error) return { error: result.error };
        const header = result.meta?.response?.headers.get('Content-Disposition') ?? null;
        const filename = filenameFromContentDisposition(header, fallbackName);
        saveBlob(result.data as Blob, filename);
        return { data: { filename } };
      },
    }),
  }),
});

export type UploadAnswer = UploadResponse;

type Dispatchable = (action: UnknownAction) => unknown;
type CachedArgsReader = (state: unknown) => FileListArgs[];

const cachedListArgs: CachedArgsReader = (state) =>
  filesApi.util.selectCachedArgsForQuery(
    state as Parameters<typeof filesApi.util.selectCachedArgsForQuery>[0],
    'listFiles',
  );

/** Removes a file from every cached list (each sort and filter), so no view shows it again from cache. */
export function removeFileFromLists(id: string) {
  return (dispatch: Dispatchable, getState: () => unknown) => {
    for (const args of cachedListArgs(getState())) {
      dispatch(
        filesApi.util.updateQueryData('listFiles', args, (draft) => {
          for (const page of draft.pages) page.items = page.items.filter((item) => item.id !== id);
        }) as unknown as UnknownAction,
      );
    }
  };
}

/** Applies what a status poll learnt about one file to every cached list it appears in. */
export function patchFileInLists(id: string, patch: Partial<DashboardItem>) {
  return (dispatch: Dispatchable, getState: () => unknown) => {
    for (const args of cachedListArgs(getState())) {
      dispatch(
        filesApi.util.updateQueryData('listFiles', args, (draft) => {
          for (const page of draft.pages) {
            const item = page.items.find((candidate) => candidate.id === id);
            if (item) Object.assign(item, patch);
          }
        }) as unknown as UnknownAction,
      );
    }
  };
}

export const {
  useListFilesInfiniteQuery,
  useGetUnprocessedQuery,
  useGetFileStatusQuery,
  useGetFileDetailsQuery,
  useDeleteFileMutation,
  useRenameFileMutation,
  useDownloadOriginalMutation,
} = filesApi;
