import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BillingMessages, type MediaClip, type Quote } from '@scriptloom/contracts';
import { useState } from 'react';
import { describeApiError } from '../../../api/api-error';
import type { SelectedPassage } from './audiogram-clips';
import { AudiogramMaker } from './maker/AudiogramMaker';
import { PlanLockedNote } from '../plan/PlanLockedNote';
import { ClipList } from './ClipList';
import { ClipPreviewDialog } from './ClipPreviewDialog';
import { useAudiogramClips } from './use-audiogram-clips';

export interface AudiogramsDialogProps {
  fileId: string;
  open: boolean;
  onClose: () => void;
  /** The file's quotes, null while the insights load. */
  quotes: readonly Quote[] | null;
  /** The passage selected in the transcript when the dialog was opened. */
  passage: SelectedPassage | null;
  /** No media minutes left on the plan (docs/product.md#usage): said before any quote is picked. */
  noMediaMinutes?: boolean;
}

/** Below this the dialog takes the whole screen (phones). */
const PHONE_QUERY = '(max-width: 599.95px)';

/**
 * The audiogram area (docs/product.md#audiograms): make audiograms and reels from quotes or the
 * selected passage, and the file's clips as they render. Its body mounts with the dialog, so the
 * clips are asked for on opening and polled only while it is open.
 */
export function AudiogramsDialog({ fileId, open, onClose, quotes, passage, noMediaMinutes }: AudiogramsDialogProps) {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="audiograms-title"
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      slotProps={{ paper: { 'data-testid': 'audiograms-dialog' } as object }}
    >
      <DialogTitle id="audiograms-title">Audiograms</DialogTitle>
      {open ? (
        <AudiogramsBody fileId={fileId} quotes={quotes} passage={passage} noMediaMinutes={noMediaMinutes} />
      ) : null}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function AudiogramsBody({
  fileId,
  quotes,
  passage,
  noMediaMinutes = false,
}: Omit<AudiogramsDialogProps, 'open' | 'onClose'>) {
  const clips = useAudiogramClips(fileId);
  const [previewId, setPreviewId] = useState<string | null>(null);
  // The preview follows the list, so a clip deleted elsewhere closes it.
  const preview: MediaClip | null = clips.clips.find((c) => c.audiogram_id === previewId) ?? null;

  return (
    <DialogContent dividers>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="audiograms-make-title">
          <Typography id="audiograms-make-title" component="h3" variant="h6" sx={{ mb: 1.5 }}>
            Make clips
          </Typography>
          {/* Nothing to pick when every render would be refused: the way to media minutes instead. */}
          {noMediaMinutes ? (
            <PlanLockedNote message={BillingMessages.noMediaAllowance} testId="audiograms-no-minutes" />
          ) : (
            <AudiogramMaker
              fileId={fileId}
              quotes={quotes}
              passage={passage}
              fileBackground={clips.data?.background}
              canMakeReels={clips.data?.can_make_reels ?? false}
            />
          )}
        </Box>
        <Box component="section" aria-labelledby="audiograms-list-title">
          <Typography id="audiograms-list-title" component="h3" variant="h6" sx={{ mb: 1.5 }}>
            Your clips
          </Typography>
          {clips.isLoading ? (
            <Typography variant="body2" color="text.secondary">
              Loading clips…
            </Typography>
          ) : clips.isError && !clips.data ? (
            <Alert severity="error">{describeApiError(clips.error).message}</Alert>
          ) : (
            <ClipList fileId={fileId} clips={clips.clips} onPreview={(clip) => setPreviewId(clip.audiogram_id)} />
          )}
        </Box>
      </Box>
      <ClipPreviewDialog clip={preview} onClose={() => setPreviewId(null)} />
    </DialogContent>
  );
}
