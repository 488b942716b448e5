import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileMessages, type DashboardItem, type FileStatusResponse } from '@scriptloom/contracts';
import { FileRow } from './FileRow';

interface FileListProps {
  items: readonly DashboardItem[];
  isLoading: boolean;
  isError: boolean;
  filtered: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Absent where the person cannot upload here (a member's own files): the empty state says why. */
  onUpload?: () => void;
  onDelete: (file: DashboardItem) => void;
  onShowError: (file: DashboardItem) => void;
  onSettled: (id: string, status: FileStatusResponse) => void;
}

function LoadingRows() {
  return (
    <Stack spacing={0} role="status" aria-busy="true" aria-label="Loading files" sx={{ p: 2 }}>
      {[0, 1, 2].map((key) => (
        <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="45%" />
            <Skeleton width="25%" />
          </Box>
          <Skeleton variant="rounded" width={160} height={24} />
        </Stack>
      ))}
    </Stack>
  );
}

function EmptyState({ filtered, onUpload }: { filtered: boolean; onUpload?: () => void }) {
  const hint = filtered
    ? 'Choose "All files" to see everything you have uploaded.'
    : onUpload
      ? 'Upload an episode and its transcript will appear here.'
      : 'Files you uploaded before you joined your organisation stay here; recordings for the organisation are its workflows.';
  return (
    <Box sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Typography component="p" variant="h6" sx={{ mb: 1 }}>
        {filtered ? 'No files match this view' : onUpload ? 'No files yet' : 'No files of your own'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: filtered || !onUpload ? 0 : 2 }}>
        {hint}
      </Typography>
      {filtered || !onUpload ? null : (
        <Button variant="contained" onClick={onUpload}>
          Upload your first file
        </Button>
      )}
    </Box>
  );
}

/** The list body: skeleton, failure, empty state or rows, and "Load more" while pages come back full. */
export function FileList(props: FileListProps) {
  const { items, isLoading, isError, filtered, hasMore, loadingMore, onLoadMore, onRetry, onUpload } = props;

  let body;
  if (isLoading) body = <LoadingRows />;
  else if (isError && items.length === 0) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {FileMessages.listFailed}
      </Alert>
    );
  } else if (items.length === 0) body = <EmptyState filtered={filtered} onUpload={onUpload} />;
  else {
    body = (
      <Box component="ul" aria-label="Files" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((file) => (
          <FileRow
            key={file.id}
            file={file}
            onDelete={props.onDelete}
            onShowError={props.onShowError}
            onSettled={props.onSettled}
          />
        ))}
      </Box>
    );
  }

  return (
    <>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {body}
      </Paper>
      {hasMore && items.length > 0 ? (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={onLoadMore} loading={loadingMore} disabled={loadingMore}>
            Load more
          </Button>
        </Box>
      ) : null}
    </>
  );
}
