import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIOGRAM_DOWNLOAD_NAME, AudiogramMessages, type MediaClip } from '@scriptloom/contracts';
import { useAppDispatch } from '../../../shared/store/hooks';
import { successToast } from '../../../shared/notices/toast-slice';
import { DownloadIcon } from '../../../components/icons';
import { clipKindText, progressPercent, shortTime, statusText } from './audiogram-clips';
import { useDeleteClipMutation, useRetryClipMutation } from './audiograms-api';

interface ClipListProps {
  fileId: string;
  clips: readonly MediaClip[];
  onPreview: (clip: MediaClip) => void;
}

/** The file's audiograms and reels, newest first: state, preview, download, delete, try again. */
export function ClipList({ fileId, clips, onPreview }: ClipListProps) {
  if (clips.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="audiogram-clips-empty">
        No clips yet. Pick quotes or select a passage, then make them here.
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1.5} data-testid="audiogram-clips" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {clips.map((clip) => (
        <ClipItem key={clip.audiogram_id} fileId={fileId} clip={clip} onPreview={onPreview} />
      ))}
    </Stack>
  );
}

function ClipItem({
  fileId,
  clip,
  onPreview,
}: {
  fileId: string;
  clip: MediaClip;
  onPreview: (clip: MediaClip) => void;
}) {
  const dispatch = useAppDispatch();
  const [retry, retrying] = useRetryClipMutation();
  const [remove, removing] = useDeleteClipMutation();
  const ref = { fileId, clipId: clip.audiogram_id };
  const textId = `clip-${clip.audiogram_id}-text`;
  const status = statusText(clip);
  const ready = clip.status === 'Processed' && clip.video_url !== null;

  const deleteClip = async () => {
    try {
      await remove(ref).unwrap();
      dispatch(successToast(AudiogramMessages.deleted));
    } catch {
      // The base query has shown the server's sentence.
    }
  };

  return (
    <Box
      component="li"
      data-testid="clip"
      data-status={clip.status}
      data-kind={clip.kind}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={textId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        “{clip.text.length > 200 ? `${clip.text.slice(0, 199)}…` : clip.text}”
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {clip.speaker ? `${clip.speaker} · ` : ''}
        {clipKindText(clip)} · {shortTime(clip.start)}–{shortTime(clip.end)}
      </Typography>

      <Box sx={{ mt: 1 }}>
        {clip.status === 'rendering' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LinearProgress
              variant="determinate"
              value={progressPercent(clip.progress)}
              aria-label={`${status}: “${clip.text.slice(0, 60)}”`}
              sx={{ flex: 1 }}
            />
            <Typography variant="caption" data-testid="clip-status" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {status}
            </Typography>
          </Stack>
        ) : clip.status === 'queued' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LinearProgress aria-label={`Queued: “${clip.text.slice(0, 60)}”`} sx={{ flex: 1, opacity: 0.5 }} />
            <Typography variant="caption" data-testid="clip-status">
              {status}
            </Typography>
          </Stack>
        ) : clip.status === 'failed' ? (
          <Alert severity="error" data-testid="clip-error" sx={{ py: 0 }}>
            {clip.error ?? 'This clip could not be rendered.'}
          </Alert>
        ) : (
          <Chip size="small" color="success" variant="outlined" label={status} data-testid="clip-status" />
        )}
      </Box>

      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        {ready ? (
          <>
            <Button size="small" aria-haspopup="dialog" aria-describedby={textId} onClick={() => onPreview(clip)}>
              Preview
            </Button>
            <Button
              size="small"
              component="a"
              href={clip.download_url ?? clip.video_url ?? undefined}
              download={clip.download_name ?? AUDIOGRAM_DOWNLOAD_NAME}
              aria-describedby={textId}
              startIcon={<DownloadIcon />}
            >
              Download
            </Button>
          </>
        ) : null}
        {clip.status === 'failed' ? (
          <Button
            size="small"
            aria-describedby={textId}
            disabled={retrying.isLoading}
            onClick={() => void retry(ref).catch(() => undefined)}
          >
            Try again
          </Button>
        ) : null}
        <Button
          size="small"
          color="error"
          aria-describedby={textId}
          disabled={removing.isLoading}
          onClick={() => void deleteClip()}
        >
          Delete
        </Button>
      </Stack>
    </Box>
  );
}
