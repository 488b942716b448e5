import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@scriptloom/contracts';
import { useState, type FormEvent } from 'react';

interface AddSpeakerDialogProps {
  open: boolean;
  existing: readonly string[];
  onClose: () => void;
  /** Resolves true when the speaker was added (the dialog then closes). */
  onAdd: (name: string) => Promise<boolean>;
}

/** "New speaker…": adds a name to the speaker list and gives it the paragraph. */
export function AddSpeakerDialog({ open, existing, onClose, onAdd }: AddSpeakerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-speaker-title" fullWidth maxWidth="xs">
      {open ? <AddSpeakerForm existing={existing} onClose={onClose} onAdd={onAdd} /> : null}
    </Dialog>
  );
}

function AddSpeakerForm({ existing, onClose, onAdd }: Omit<AddSpeakerDialogProps, 'open'>) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const taken = existing.includes(trimmed);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || taken) return;
    setBusy(true);
    const ok = await onAdd(trimmed);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <DialogTitle id="add-speaker-title">New speaker</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.speakerName } }}
          error={taken}
          helperText={taken ? 'That speaker is already on the list: pick it from the menu.' : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!trimmed || taken || busy}>
          Add and use here
        </Button>
      </DialogActions>
    </form>
  );
}
