import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { TranscriptVersionItem } from '@scriptloom/contracts';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../api/api-error';
import { previewParagraphs, PREVIEW_PARAGRAPHS } from './version-history';
import { useGetVersionQuery } from './versions-api';

/**
 * A version of a long transcript is megabytes: the preview asks for one only once the selection
 * has rested this long, so arrowing through the list does not fetch every version on the way.
 */
const SETTLE_MS = 250;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface VersionPreviewProps {
  fileId: string;
  item: TranscriptVersionItem | null;
}

/** The first paragraphs of the selected version, read-only: speaker and text. */
export function VersionPreview({ fileId, item }: VersionPreviewProps) {
  const settled = useSettled(item, SETTLE_MS);
  const waiting = item !== settled;
  const query = useGetVersionQuery(settled ? { fileId, versionId: settled.id, version: settled.version } : skipToken);
  const paragraphs = query.currentData ? previewParagraphs(query.currentData.transcript) : null;
  const total = query.currentData?.transcript.length ?? 0;
  const loading = waiting || query.isFetching;

  return (
    <Box
      role="region"
      aria-label="Preview of the selected version"
      aria-busy={loading}
      // Focusable, so the preview can be scrolled from the keyboard.
      tabIndex={0}
      sx={{ overflowY: 'auto', maxHeight: '55vh', p: 1, borderRadius: 1, '&:focus-visible': { outline: 2 } }}
    >
      {!item ? (
        <Typography color="text.secondary">Select a version to see how it began.</Typography>
      ) : query.isError && !waiting ? (
        <Alert severity="error">{describeApiError(query.error).message}</Alert>
      ) : loading || !paragraphs ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading the version" />
        </Box>
      ) : paragraphs.length === 0 ? (
        <Typography color="text.secondary">This version has no text.</Typography>
      ) : (
        <>
          {paragraphs.map((p) => (
            <Box key={p.key} sx={{ mb: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {p.speaker}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {p.text}
              </Typography>
            </Box>
          ))}
          {total > PREVIEW_PARAGRAPHS ? (
            <Typography variant="caption" color="text.secondary">
              The first paragraphs of {total.toLocaleString('en')}.
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
}
