import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { AUDIOGRAM_DOWNLOAD_NAME, type MediaClip } from '@scriptloom/contracts';
import { DownloadIcon } from '../../../components/icons';
import { clipKindText } from './audiogram-clips';

interface ClipPreviewDialogProps {
  clip: MediaClip | null;
  onClose: () => void;
}

/** The audiogram preview modal: the rendered clip in a player, and its download. */
export function ClipPreviewDialog({ clip, onClose }: ClipPreviewDialogProps) {
  const open = clip !== null && clip.video_url !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="clip-preview-title"
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'clip-preview' } as object }}
    >
      <DialogTitle id="clip-preview-title">Preview</DialogTitle>
      {clip?.video_url ? (
        <>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {clipKindText(clip)} · {clip.speaker}
            </Typography>
            <video
              key={clip.audiogram_id}
              src={clip.video_url}
              controls
              preload="metadata"
              playsInline
              data-testid="clip-video"
              aria-label={`${clipKindText(clip)}: “${clip.text}”`}
              style={{ display: 'block', width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 4 }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
            <Button
              variant="contained"
              component="a"
              href={clip.download_url ?? clip.video_url}
              download={clip.download_name ?? AUDIOGRAM_DOWNLOAD_NAME}
              startIcon={<DownloadIcon />}
            >
              Download
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
