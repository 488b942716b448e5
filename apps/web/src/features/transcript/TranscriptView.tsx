import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DetailsResponse } from '@scriptloom/contracts';
import { useCallback, useMemo, useState } from 'react';
import { ActiveWordHighlighter } from './highlighter';
import { MediaPlayer } from './MediaPlayer';
import { ParagraphList } from './ParagraphList';
import { useActiveWord } from './use-active-word';
import { buildWordIndex, findActiveWord } from './word-index';

/** A processed file: the player stays in view at the top while the transcript scrolls under it. */
export function TranscriptView({ doc }: { doc: DetailsResponse['es_doc'] }) {
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const index = useMemo(() => buildWordIndex(doc.transcript), [doc.transcript]);
  const highlighter = useMemo(() => new ActiveWordHighlighter(index), [index]);
  useActiveWord(media, index, highlighter);

  const seek = useCallback(
    (seconds: number, play = true) => {
      if (!media || !Number.isFinite(seconds)) return;
      media.currentTime = Math.max(0, seconds);
      // Light the word at once rather than after the 'seeked' event, which can lag on a slow network.
      highlighter.setActive(findActiveWord(index, seconds));
      if (play) void media.play().catch(() => undefined);
    },
    [media, index, highlighter],
  );

  const playable = Boolean(doc.media_url || doc.video_url);
  return (
    <>
      {playable ? (
        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            top: { xs: 56, sm: 64 },
            zIndex: 2,
            p: { xs: 1.5, sm: 2 },
            mb: 3,
          }}
        >
          <MediaPlayer
            mediaUrl={doc.media_url}
            videoUrl={doc.video_url}
            durationHint={doc.duration ?? 0}
            peaks={doc.peaks?.values ?? null}
            media={media}
            mediaRef={setMedia}
            onSeek={seek}
          />
        </Paper>
      ) : (
        <Alert severity="info" sx={{ mb: 3 }}>
          Playback is not available for this file.
        </Alert>
      )}
      {doc.transcript.length === 0 ? (
        <Typography color="text.secondary">No speech was found in this recording.</Typography>
      ) : (
        <ParagraphList snippets={doc.transcript} index={index} highlighter={highlighter} onSeek={seek} />
      )}
    </>
  );
}
