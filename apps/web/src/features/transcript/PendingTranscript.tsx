import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DetailsResponse } from '@scriptloom/contracts';
import { useEffect } from 'react';
import { StageProgress } from '../../shared/files/StageProgress';
import { fileState } from '../../shared/files/file-state';
import { useGetFileStatusQuery } from '../../shared/files/files-api';

const STATUS_POLL_MS = 2000;

interface PendingTranscriptProps {
  file: DetailsResponse['fb_doc'];
  /** The pipeline finished: load the transcript. */
  onReady: () => void;
}

/** A file still being processed: its live stage, until it is done (then the transcript loads) or fails. */
export function PendingTranscript({ file, onReady }: PendingTranscriptProps) {
  const failedAlready = fileState(file) === 'failed';
  const { data } = useGetFileStatusQuery(file.id, { pollingInterval: STATUS_POLL_MS, skip: failedAlready });
  const current = data ?? file;
  const state = fileState(current);

  useEffect(() => {
    if (data && fileState(data) === 'processed') onReady();
  }, [data, onReady]);

  if (state === 'failed') {
    return <Alert severity="error">This file could not be transcribed. {current.error ?? ''}</Alert>;
  }
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography sx={{ mb: 2 }}>The transcript is being prepared. It opens here as soon as it is ready.</Typography>
      <StageProgress stage={current.stage} progress={current.progress} />
    </Paper>
  );
}
