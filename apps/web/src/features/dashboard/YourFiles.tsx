import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardItem, FileStatusResponse } from '@scriptloom/contracts';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FEEDS_PATH } from '../../shared/routes/paths';
import { UploadIcon } from '../../components/icons';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import {
  filesApi,
  patchFileInLists,
  useDeleteFileMutation,
  useListFilesInfiniteQuery,
} from '../../shared/files/files-api';
import { DeleteFileDialog } from './DeleteFileDialog';
import { FileList } from './FileList';
import { FileListControls } from './FileListControls';
import { DEFAULT_LIST_ARGS, listArgsFrom, paramsFrom } from './list-args';
import { MediaErrorDialog } from './MediaErrorDialog';
import { UploadDialog } from '../../shared/upload/UploadDialog';
import { useProcessingWatch } from './use-processing-watch';

interface YourFilesProps {
  /**
   * False on a member's page of their own files: what a member uploads becomes the organisation's
   * workflow, so their own files are only listed, opened and managed there.
   */
  canUpload?: boolean;
  /** 'h1' where the list is the page itself (a member's own files), 'h2' under the dashboard's greeting. */
  headingLevel?: 'h1' | 'h2';
  /** What the page says under its heading. */
  intro?: ReactNode;
}

/** The person's own files: upload, live processing state, paging, sort and filter, delete. */
export function YourFiles({ canUpload = true, headingLevel = 'h2', intro }: YourFilesProps) {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const args = useMemo(() => listArgsFrom(searchParams), [searchParams]);
  const list = useListFilesInfiniteQuery(args);
  const [deleteFile] = useDeleteFileMutation();

  const [uploadKey, setUploadKey] = useState(0);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<DashboardItem | null>(null);
  const [errorOf, setErrorOf] = useState<DashboardItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Pages can overlap when files were added between two requests; a row is shown once.
  const items = useMemo(() => {
    const seen = new Set<string>();
    const rows: DashboardItem[] = [];
    for (const page of list.data?.pages ?? []) {
      for (const item of page.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        rows.push(item);
      }
    }
    return rows;
  }, [list.data]);

  const { refetch } = list;
  const refetchList = useCallback(() => void refetch(), [refetch]);
  useProcessingWatch({
    items,
    fulfilledAt: list.fulfilledTimeStamp,
    isFetching: list.isFetching,
    refetch: refetchList,
  });

  const onSettled = useCallback(
    (id: string, status: FileStatusResponse) => {
      const { processed, stage, progress, error } = status;
      dispatch(patchFileInLists(id, { processed, status: status.status, stage, progress, error }));
      // Processing also filled in the duration and headline, which only the list carries.
      refetchList();
    },
    [dispatch, refetchList],
  );

  const openUpload = useCallback(() => {
    setUploadKey((key) => key + 1);
    setUploadOpen(true);
  }, []);

  const onUploaded = (_id: string, success: string) => {
    setUploadOpen(false);
    dispatch(successToast(success || 'Your file was uploaded.'));
    // The new file is newest, so it comes back first in the default order, already in progress.
    dispatch(filesApi.util.invalidateTags(['Files']));
  };

  const confirmDelete = (file: DashboardItem) => {
    setToDelete(null);
    void deleteFile(file.id);
  };

  // Dialogs hand focus back to the button that opened them. When that button went away meanwhile
  // (a deleted row, the empty state's upload button), focus would fall to the page body: keyboard
  // users get the section heading instead.
  const keepFocusOnPage = useCallback(() => {
    // (At this point the closing dialog is still mounted and may itself hold the focus.)
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[role="dialog"]')) heading.current?.focus();
  }, []);

  const filtered = args.filter !== DEFAULT_LIST_ARGS.filter;

  return (
    <Box component="section" aria-labelledby="your-files-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Typography
          id="your-files-heading"
          ref={heading}
          tabIndex={-1}
          component={headingLevel}
          variant={headingLevel === 'h1' ? 'h4' : 'h5'}
          sx={{ fontWeight: headingLevel === 'h1' ? 700 : 600, outline: 'none' }}
        >
          Your files
        </Typography>
        {canUpload ? (
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={FEEDS_PATH} variant="outlined">
              Import from a feed
            </Button>
            <Button variant="contained" startIcon={<UploadIcon />} onClick={openUpload}>
              Upload
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {intro ? <Box sx={{ mb: 2 }}>{intro}</Box> : null}
      <Box sx={{ mb: 2 }}>
        <FileListControls args={args} onChange={(next) => setSearchParams(paramsFrom(next), { replace: true })} />
      </Box>
      <FileList
        items={items}
        isLoading={list.isLoading}
        isError={list.isError}
        filtered={filtered}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        onRetry={refetchList}
        onUpload={canUpload ? openUpload : undefined}
        onDelete={setToDelete}
        onShowError={setErrorOf}
        onSettled={onSettled}
      />
      {canUpload ? (
        <UploadDialog
          key={uploadKey}
          open={uploadOpen}
          onClose={() => setUploadOpen(false)}
          onUploaded={onUploaded}
          onExited={keepFocusOnPage}
        />
      ) : null}
      <DeleteFileDialog
        file={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        onExited={keepFocusOnPage}
      />
      <MediaErrorDialog file={errorOf} onClose={() => setErrorOf(null)} />
    </Box>
  );
}
