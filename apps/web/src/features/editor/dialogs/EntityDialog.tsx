import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { entityTypeName } from '../paragraphs/entity-palette';

interface EntityDialogProps {
  /** The cleaned phrase to add, or null when the dialog is closed. */
  phrase: string | null;
  types: readonly string[];
  onClose: () => void;
  onAdd: (type: string) => void;
}

/** "Add entity": which type the selected phrase is. */
export function EntityDialog({ phrase, types, onClose, onAdd }: EntityDialogProps) {
  return (
    <Dialog open={phrase !== null} onClose={onClose} aria-labelledby="entity-title" fullWidth maxWidth="xs">
      {phrase !== null ? <EntityForm phrase={phrase} types={types} onClose={onClose} onAdd={onAdd} /> : null}
    </Dialog>
  );
}

function EntityForm({ phrase, types, onClose, onAdd }: Omit<EntityDialogProps, 'phrase'> & { phrase: string }) {
  const [type, setType] = useState(types[0] ?? 'PERSON');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(type);
    onClose();
  };
  return (
    <form onSubmit={submit}>
      <DialogTitle id="entity-title">Add entity</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <strong>{phrase}</strong>
        </Typography>
        <TextField
          select
          label="Type"
          value={type}
          onChange={(event) => setType(event.target.value)}
          fullWidth
          autoFocus
          slotProps={{ select: { native: true } }}
        >
          {types.map((choice) => (
            <option key={choice} value={choice}>
              {entityTypeName(choice)}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Add entity
        </Button>
      </DialogActions>
    </form>
  );
}
