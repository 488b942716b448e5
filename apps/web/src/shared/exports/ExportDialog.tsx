import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  ExportFormat,
  ExportTimeline,
  type ExportPart,
} from '@scriptloom/contracts';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { Link as RouterDomLink, useNavigate } from 'react-router';
import { downloadPageHref } from './download-flags';
import {
  CAPTION_FIELD_LABELS,
  CAPTION_LIMITS,
  captionErrors,
  isCaptionFormat,
  loadExportChoices,
  TIMELINE_LABELS,
  type CaptionField,
  type ExportChoices,
} from './export-choices';
import { ExportParts } from './ExportParts';
import { ExportSwitches } from './ExportSwitches';
import { optionNote } from './option-formats';
import { flushEdits, useExport, type ExportTarget } from './use-export';
import { testIdSlot } from './test-id';

interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  target: ExportTarget;
}

/**
 * The export dialog (docs/product.md#exports-and-captions): format, what the file carries, then Export. The choices are
 * remembered for the next export; the form mounts with the dialog, so each opening reads them afresh.
 */
export function ExportDialog({ open, onClose, target }: ExportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="export-dialog-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: testIdSlot('export-dialog') }}
    >
      <ExportForm target={target} onClose={onClose} />
    </Dialog>
  );
}

const CAPTION_FIELDS = Object.keys(CAPTION_LIMITS) as CaptionField[];

function ExportForm({ target, onClose }: { target: ExportTarget; onClose: () => void }) {
  const navigate = useNavigate();
  const [choices, setChoices] = useState<ExportChoices>(loadExportChoices);
  const { phase, savedAs, run } = useExport(target, onClose);
  const [leaving, setLeaving] = useState(false);

  const errors = captionErrors(choices);
  const invalid = Object.keys(errors).length > 0;
  const busy = phase !== 'idle';
  const caption = isCaptionFormat(choices.format);
  const zipHref = downloadPageHref(target.id);
  const timelineNote = optionNote('timeline', choices.format);

  const update = (patch: Partial<ExportChoices>) => setChoices((current) => ({ ...current, ...patch }));
  const setCaption = (field: CaptionField, value: string) =>
    setChoices((current) => ({ ...current, captions: { ...current.captions, [field]: value } }));
  const togglePart = (part: ExportPart, on: boolean) =>
    setChoices((current) => ({
      ...current,
      parts: on ? [...current.parts.filter((p) => p !== part), part] : current.parts.filter((p) => p !== part),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || busy) return;
    void run(choices);
  };

  // The zip is built from what the server holds: unsaved edits are saved before leaving for it.
  const openZip = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!target.flush) return;
    event.preventDefault();
    setLeaving(true);
    const ok = await flushEdits(target.flush);
    setLeaving(false);
    if (ok) void navigate(zipHref);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      // A column like the dialog's paper, so a long form scrolls its content and keeps the buttons in view.
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id="export-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        Export “{target.title}”
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            select
            label="Format"
            value={choices.format}
            onChange={(event) => {
              const format = ExportFormat.safeParse(event.target.value);
              if (format.success) update({ format: format.data });
            }}
            fullWidth
            autoFocus
            slotProps={{ select: { native: true }, htmlInput: testIdSlot('export-format') }}
          >
            {EXPORT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {EXPORT_FORMAT_LABELS[format]}
              </option>
            ))}
          </TextField>

          <Box>
            <TextField
              select
              label="Timeline"
              value={choices.timeline}
              disabled={timelineNote !== null}
              onChange={(event) => {
                const timeline = ExportTimeline.safeParse(event.target.value);
                if (timeline.success) update({ timeline: timeline.data });
              }}
              fullWidth
              size="small"
              slotProps={{
                select: { native: true },
                htmlInput: {
                  ...testIdSlot('export-timeline'),
                  ...(timelineNote ? { 'aria-describedby': 'export-timeline-note' } : {}),
                },
              }}
            >
              {ExportTimeline.options.map((timeline) => (
                <option key={timeline} value={timeline}>
                  {TIMELINE_LABELS[timeline]}
                </option>
              ))}
            </TextField>
            {timelineNote ? (
              // The timeline formats are the edit itself: always the edited timeline.
              <FormHelperText id="export-timeline-note" data-testid="export-timeline-note">
                {timelineNote}
              </FormHelperText>
            ) : null}
          </Box>

          <ExportSwitches format={choices.format} choices={choices} onChange={(key, on) => update({ [key]: on })} />

          {caption ? (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <FormLabel component="legend" sx={{ mb: 1.5 }}>
                Caption layout
              </FormLabel>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                {CAPTION_FIELDS.map((field) => {
                  const { min, max, integer } = CAPTION_LIMITS[field];
                  return (
                    <TextField
                      key={field}
                      type="number"
                      label={CAPTION_FIELD_LABELS[field]}
                      value={choices.captions[field]}
                      onChange={(event) => setCaption(field, event.target.value)}
                      error={Boolean(errors[field])}
                      helperText={errors[field] ?? `${min} to ${max}`}
                      size="small"
                      fullWidth
                      slotProps={{
                        htmlInput: {
                          min,
                          max,
                          step: integer ? 1 : 0.5,
                          inputMode: integer ? 'numeric' : 'decimal',
                          'data-testid': `export-${field}`,
                        },
                      }}
                    />
                  );
                })}
              </Stack>
            </Box>
          ) : null}

          <ExportParts format={choices.format} parts={choices.parts} onToggle={togglePart} />

          <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: '1.5em' }}>
            {phase === 'exporting' ? 'Preparing the file…' : savedAs && phase !== 'idle' ? `Saved as ${savedAs}` : ''}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component={RouterDomLink}
          to={zipHref}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => void openZip(event)}
          loading={leaving}
          data-testid="export-zip"
          sx={{ mr: 'auto' }}
        >
          Download everything (zip)…
        </Button>
        <Button onClick={onClose}>{phase === 'done' || phase === 'settling' ? 'Close' : 'Cancel'}</Button>
        <Button
          type="submit"
          variant="contained"
          color={phase === 'done' ? 'success' : 'primary'}
          loading={phase === 'exporting'}
          // While "Exported" shows the button keeps its colour (submitting is ignored until idle).
          disabled={phase === 'exporting' || phase === 'settling' || invalid}
          data-testid="export-submit"
        >
          {phase === 'done' ? <span data-testid="export-done">Exported</span> : 'Export'}
        </Button>
      </DialogActions>
    </Box>
  );
}
