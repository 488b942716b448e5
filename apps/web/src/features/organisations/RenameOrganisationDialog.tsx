import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ORGANISATION_NAME_MAX, RenameOrganisationRequest } from '@scriptloom/contracts';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../api/api-error';
import { successToast } from '../../shared/notices/toast-slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useRenameOrganisationMutation } from './organisations-api';

interface RenameOrganisationDialogProps {
  open: boolean;
  name: string;
  onClose: () => void;
}

/**
 * An admin renames the organisation (docs/product.md#organisations). As the file rename dialog: the
 * field has the focus with its text selected, Enter saves, Escape cancels, and every opening starts
 * from the current name.
 */
export function RenameOrganisationDialog({ open, name, onClose }: RenameOrganisationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rename-organisation-title" fullWidth maxWidth="sm">
      <RenameForm name={name} onClose={onClose} />
    </Dialog>
  );
}

function RenameForm({ name, onClose }: { name: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameOrganisationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    // The contract's own check, so the words are the server's: trimmed, not empty, not too long.
    const parsed = RenameOrganisationRequest.safeParse({ name: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the name.');
    if (parsed.data.name === name) return onClose();
    const result = await rename(parsed.data);
    if (result.error !== undefined) {
      const info = describeApiError(result.error);
      return setError(info.fields.name ?? info.message);
    }
    dispatch(successToast(result.data.success));
    onClose();
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="rename-organisation-title">Rename the organisation</DialogTitle>
      <DialogContent>
        <TextField
          label="Name"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onFocus={(event) => event.target.select()}
          error={Boolean(error)}
          helperText={
            error ??
            `${text.trim().length} of ${ORGANISATION_NAME_MAX} characters. Members and invited people see this name.`
          }
          autoFocus
          fullWidth
          margin="dense"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
