import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../api/api-error';
import { useRenameFileMutation } from './files-api';
import { TITLE_MAX, titleChanged, titleProblem } from './title-input';

export interface RenameTarget {
  id: string;
  title: string;
}

interface RenameFileDialogProps {
  open: boolean;
  file: RenameTarget;
  onClose: () => void;
}

/**
 * Renames a file (docs/product.md#renaming-a-file): the title field has the focus with its text
 * selected, Enter saves and Escape cancels. The form mounts with the dialog, so every opening starts
 * from the file's current title.
 */
export function RenameFileDialog({ open, file, onClose }: RenameFileDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rename-file-title" fullWidth maxWidth="sm">
      <RenameForm file={file} onClose={onClose} />
    </Dialog>
  );
}

function RenameForm({ file, onClose }: { file: RenameTarget; onClose: () => void }) {
  const [text, setText] = useState(file.title);
  const [serverError, setServerError] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameFileMutation();
  const problem = titleProblem(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || isLoading) return;
    if (!titleChanged(text, file.title)) {
      onClose();
      return;
    }
    const result = await rename({ id: file.id, title: text });
    if (result.error === undefined) {
      onClose();
      return;
    }
    // The field's own message reads better than the whole "new_title: ..." line.
    const info = describeApiError(result.error);
    setServerError(info.fields.new_title ?? info.message);
  };

  const error = problem ?? serverError;
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="rename-file-title">Rename file</DialogTitle>
      <DialogContent>
        <TextField
          label="Title"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setServerError(null);
          }}
          onFocus={(event) => event.target.select()}
          error={Boolean(error)}
          helperText={error ?? `${text.trim().length} of ${TITLE_MAX} characters. Exports are named after it.`}
          autoFocus
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { 'data-testid': 'rename-title' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" loading={isLoading} disabled={Boolean(problem)}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
