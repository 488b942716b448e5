import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DetailsResponse } from '@scriptloom/contracts';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { RouterLink } from '../../components/RouterLink';
import { fileState } from '../../shared/files/file-state';
import { useGetFileDetailsQuery } from '../../shared/files/files-api';
import { usePageTitle } from '../../shared/routes/page-title';
import { AccuracyBadge } from '../../components/AccuracyBadge';
import { formatClock, formatDateTime } from '../../shared/files/format';
import { RenameFileButton } from '../../shared/files/RenameFileButton';
import { ShareButton } from '../../shared/share/ShareButton';
import { PendingTranscript } from './PendingTranscript';

function Loading() {
  return (
    <Stack spacing={2} aria-busy="true" role="status" aria-label="Loading transcript">
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="rounded" height={96} />
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} variant="rounded" height={72} />
      ))}
    </Stack>
  );
}

const backLink = (
  <RouterLink to="/" sx={{ display: 'inline-block', mb: 2 }}>
    ← All files
  </RouterLink>
);

interface TranscriptPageProps {
  /**
   * The transcript editor, handed over by the route (app/areas/TranscriptArea.tsx): an area never
   * imports another, so the page that shows a transcript is given the editor rather than importing it.
   */
  editor: ComponentType<{ details: DetailsResponse; refetch: () => Promise<DetailsResponse | undefined> }>;
}

/**
 * `/transcripts/:id`: the transcript editor. docs/product.md#opening-a-transcript: loading, then loaded
 * or error; an error shows an error notice (a missing file gets its own).
 */
export default function TranscriptPage({ editor: TranscriptEditor }: TranscriptPageProps) {
  const { id = '' } = useParams();
  // Always fetched afresh on opening: the editor starts from this answer and every save names its
  // version, so a cached copy from an earlier visit would only lead to a version conflict.
  const details = useGetFileDetailsQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const { refetch } = details;
  const reload = useCallback(() => void refetch(), [refetch]);
  const fetchAgain = useCallback(async (): Promise<DetailsResponse | undefined> => (await refetch()).data, [refetch]);
  // Once this file's editor is open, later refetches (after completing, after a conflict) must not
  // unmount it; until then a refetch in flight means the data shown would be an older copy.
  const [openedId, setOpenedId] = useState<string | null>(null);
  const opened = openedId === id;
  const fresh = Boolean(details.currentData) && !details.isFetching;
  usePageTitle(details.data ? details.data.es_doc.title || details.data.fb_doc.title : null);
  useEffect(() => {
    if (fresh) setOpenedId(id);
  }, [fresh, id]);

  if (details.isLoading || (!opened && details.isFetching)) return <Loading />;

  if (!details.data || (!opened && details.isError)) {
    const error = describeApiError(details.error);
    if (error.status === 404) {
      return (
        <>
          {backLink}
          <Alert severity="warning">
            This transcript was not found. It may have been deleted, or the link is wrong.
          </Alert>
        </>
      );
    }
    return (
      <>
        {backLink}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Try again
            </Button>
          }
        >
          {error.message}
        </Alert>
      </>
    );
  }

  const { es_doc: doc, fb_doc: file } = details.data;
  const meta = [formatDateTime(file.display_datetime), doc.duration !== null ? formatClock(doc.duration) : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      {backLink}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
          {doc.title || file.title}
        </Typography>
        <RenameFileButton file={{ id: doc.id, title: doc.title || file.title }} />
        {fileState(file) === 'processed' ? <ShareButton fileId={doc.id} title={doc.title || file.title} /> : null}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography color="text.secondary">{meta}</Typography>
        {doc.estimated_accuracy !== null ? (
          // The recogniser's own estimate, so it is named as one (docs/product.md#transcript-document).
          <AccuracyBadge accuracy={doc.estimated_accuracy} name="Estimated accuracy" />
        ) : null}
      </Stack>
      {fileState(file) === 'processed' ? (
        <TranscriptEditor key={doc.id} details={details.data} refetch={fetchAgain} />
      ) : (
        <PendingTranscript file={file} onReady={reload} />
      )}
    </>
  );
}
