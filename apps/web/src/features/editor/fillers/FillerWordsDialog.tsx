import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_FILLERS, OWN_FILLERS_LIMITS } from '@scriptloom/transcript';
import { useState, type FormEvent } from 'react';
import { addOwnFiller } from './own-fillers';

export interface FillerWordsDialogProps {
  open: boolean;
  /** The person's own words and phrases, as they are matched. */
  own: readonly string[];
  /** The new list, remembered at once (there is nothing to save). */
  onChange: (list: string[]) => void;
  onClose: () => void;
}

/** "Filler words…": what "Remove filler words" strikes, and the person's own words to add to it. */
export function FillerWordsDialog({ open, own, onChange, onClose }: FillerWordsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="filler-words-title" fullWidth maxWidth="xs">
      {open ? <FillerWordsForm own={own} onChange={onChange} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FillerWordsForm({ own, onChange, onClose }: Omit<FillerWordsDialogProps, 'open'>) {
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = addOwnFiller(own, entry);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    onChange(result.list);
    setEntry('');
    setError(null);
  };
  return (
    <>
      <DialogTitle id="filler-words-title">Filler words</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2">
          Remove filler words strikes {DEFAULT_FILLERS.join(', ')} (also written longer, such as umm or hmmm) and the
          words below. Struck words stay in the text: strike one again to keep it.
        </DialogContentText>
        <Typography variant="subtitle2" sx={{ mt: 2 }} id="own-fillers-heading">
          Your words
        </Typography>
        {own.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None yet.
          </Typography>
        ) : (
          <List dense aria-labelledby="own-fillers-heading" data-testid="own-fillers">
            {own.map((word) => (
              <ListItem
                key={word}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => onChange(own.filter((w) => w !== word))}
                    aria-label={`Remove ${word}`}
                  >
                    Remove
                  </Button>
                }
              >
                <ListItemText primary={word} />
              </ListItem>
            ))}
          </List>
        )}
        <Stack component="form" direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }} onSubmit={add}>
          <TextField
            autoFocus
            size="small"
            fullWidth
            label="Word or phrase"
            value={entry}
            onChange={(event) => {
              setEntry(event.target.value);
              setError(null);
            }}
            slotProps={{ htmlInput: { maxLength: OWN_FILLERS_LIMITS.chars } }}
            error={error !== null}
            helperText={error ?? 'For example: basically, you know'}
          />
          <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
            Add
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </>
  );
}
