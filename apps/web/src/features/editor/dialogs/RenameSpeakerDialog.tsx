import Button from '@mui/material/Button';
import { TEXT_LIMITS } from '@scriptloom/contracts';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { renameSpeakerPlan } from './rename-speaker-plan';

export interface RenameTarget {
  /** Paragraph position (for "only this paragraph"). */
  index: number;
  speaker: string;
}

interface RenameSpeakerDialogProps {
  target: RenameTarget | null;
  speakers: readonly string[];
  onClose: () => void;
  /** Resolves true when the server renamed (the dialog then closes). */
  onRename: (name: string, everywhere: boolean) => Promise<boolean>;
}

/** "Rename speaker…": a new name, everywhere or only on this paragraph (the server does the renaming). */
export function RenameSpeakerDialog({ target, speakers, onClose, onRename }: RenameSpeakerDialogProps) {
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby="rename-speaker-title" fullWidth maxWidth="xs">
      {target ? <RenameForm target={target} speakers={speakers} onClose={onClose} onRename={onRename} /> : null}
    </Dialog>
  );
}

function RenameForm({
  target,
  speakers,
  onClose,
  onRename,
}: Omit<RenameSpeakerDialogProps, 'target'> & { target: RenameTarget }) {
  const [name, setName] = useState(target.speaker);
  const [scope, setScope] = useState<'everywhere' | 'paragraph'>('everywhere');
  const [busy, setBusy] = useState(false);
  const plan = renameSpeakerPlan(target.speaker, name, speakers, scope === 'everywhere');
  const error = plan.name.length > 100 ? 'At most 100 characters.' : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!plan.name || error) return;
    setBusy(true);
    const ok = await onRename(plan.name, scope === 'everywhere');
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="rename-speaker-title">Rename speaker</DialogTitle>
      <DialogContent>
        <TextField
          label="New name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          fullWidth
          margin="dense"
          error={Boolean(error)}
          helperText={error || plan.hint}
          slotProps={{ htmlInput: { list: 'speaker-names', maxLength: TEXT_LIMITS.speakerName } }}
        />
        <datalist id="speaker-names">
          {speakers.map((speaker) => (
            <option key={speaker} value={speaker} />
          ))}
        </datalist>
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id="rename-scope-label">Rename</FormLabel>
          <RadioGroup
            aria-labelledby="rename-scope-label"
            value={scope}
            onChange={(_event, value) => setScope(value as 'everywhere' | 'paragraph')}
          >
            <FormControlLabel value="everywhere" control={<Radio />} label="Everywhere" />
            <FormControlLabel value="paragraph" control={<Radio />} label="Only this paragraph" />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!plan.name || Boolean(error) || busy}>
          {plan.action}
        </Button>
      </DialogActions>
    </form>
  );
}
