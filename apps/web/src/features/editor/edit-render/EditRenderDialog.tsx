import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BillingMessages, type EditRenderFormat } from '@scriptloom/contracts';
import { NativeSelect } from '../../../components/NativeSelect';
import { PlanLockedNote } from '../plan/PlanLockedNote';
import { PAUSE_CAPS_MS } from '../playback/edit-preview';
import { FORMAT_LABELS, LOUDNESS_LABELS, outlineText } from './edit-renders';
import { RenderList } from './RenderList';
import { useEditRenders } from './use-edit-renders';
import { useRenderForm, type RenderFormInput } from './use-render-form';

export interface EditRenderDialogProps extends RenderFormInput {
  open: boolean;
  onClose: () => void;
  /** No media minutes left on the plan: said before anything is chosen. */
  noMediaMinutes?: boolean;
}

const PHONE_QUERY = '(max-width: 599.95px)';

const PAUSE_OPTIONS = PAUSE_CAPS_MS.map((ms) => ({
  value: ms === null ? 'off' : String(ms),
  label: ms === null ? 'Off' : `At most ${ms / 1000} s`,
}));

/**
 * "Edited recording" (docs/product.md#edited-media): render the recording with every struck word cut
 * out, and the file's renders as they progress, to download or delete. Its body mounts with the
 * dialog, so the renders are asked for on opening and polled only while it is open.
 */
export function EditRenderDialog({ open, onClose, noMediaMinutes = false, ...input }: EditRenderDialogProps) {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="edit-render-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      slotProps={{ paper: { 'data-testid': 'edit-render-dialog' } as object }}
    >
      <DialogTitle id="edit-render-title">Edited recording</DialogTitle>
      {open ? <EditRenderBody input={input} noMediaMinutes={noMediaMinutes} /> : null}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function EditRenderBody({ input, noMediaMinutes }: { input: RenderFormInput; noMediaMinutes: boolean }) {
  const renders = useEditRenders(input.fileId);
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
        <Box component="section" aria-labelledby="edit-render-make-title">
          <Typography id="edit-render-make-title" component="h3" variant="h6" sx={{ mb: 1 }}>
            Render the edit
          </Typography>
          {noMediaMinutes ? (
            <PlanLockedNote message={BillingMessages.noMediaAllowance} testId="edit-render-no-minutes" />
          ) : (
            <RenderForm input={input} />
          )}
        </Box>
        <Box component="section" aria-labelledby="edit-render-list-title">
          <Typography id="edit-render-list-title" component="h3" variant="h6" sx={{ mb: 1 }}>
            Your renders
          </Typography>
          <RenderList
            fileId={input.fileId}
            renders={renders.renders}
            loading={renders.isLoading}
            error={renders.isError && !renders.data ? renders.error : null}
            currentVersion={input.savedVersion()}
          />
        </Box>
      </Box>
    </DialogContent>
  );
}

function RenderForm({ input }: { input: RenderFormInput }) {
  const form = useRenderForm(input);
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        The recording with every struck word and paragraph cut out, each cut in the silence between words. Unsaved
        changes are saved first.
      </Typography>
      <NativeSelect<EditRenderFormat>
        label="Format"
        value={form.format}
        options={form.formats.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
        onChange={form.setFormat}
        minWidth={220}
      />
      <NativeSelect
        label="Loudness"
        value={form.loudness}
        options={(Object.keys(LOUDNESS_LABELS) as (keyof typeof LOUDNESS_LABELS)[]).map((value) => ({
          value,
          label: LOUDNESS_LABELS[value],
        }))}
        onChange={form.setLoudness}
        minWidth={220}
        helperText="Evens out the level to what listeners' apps expect; true peaks stay under -1 dBTP."
      />
      <NativeSelect
        label="Shorten pauses"
        value={form.pauseCapMs === null ? 'off' : String(form.pauseCapMs)}
        options={PAUSE_OPTIONS}
        onChange={(value) => form.setPauseCapMs(value === 'off' ? null : Number(value))}
        minWidth={220}
      />
      <FormControlLabel
        control={
          <Checkbox checked={form.removeFillers} onChange={(event) => form.setRemoveFillers(event.target.checked)} />
        }
        label="Also cut filler words (um, uh, er, ah, hmm and your own) without striking them"
      />
      <Typography variant="body2" role="status" data-testid="edit-render-outline">
        {form.outline ? outlineText(form.outline) : 'The length of this recording is not known yet.'}
      </Typography>
      {form.error ? (
        <Alert severity="error" data-testid="edit-render-error">
          {form.error.message}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={form.busy} data-testid="edit-render-start">
          {form.busy ? 'Starting…' : 'Render'}
        </Button>
      </Box>
    </Stack>
  );
}
