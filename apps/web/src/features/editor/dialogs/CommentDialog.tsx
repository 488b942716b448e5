import Button from '@mui/material/Button';
import { TEXT_LIMITS } from '@scriptloom/contracts';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';

export interface CommentFormTarget {
  mode: 'create' | 'edit';
  /** The words the comment is about. */
  quote: string;
  /** The existing text when editing. */
  initial: string;
}

interface CommentDialogProps {
  target: CommentFormTarget | null;
  onClose: () => void;
  /** Resolves true once saved (the dialog then closes). */
  onSubmit: (comment: string) => Promise<boolean>;
}

const MAX_COMMENT = TEXT_LIMITS.comment;

/** The small form behind "Comment" (new) and a comment's "Edit". */
export function CommentDialog({ target, onClose, onSubmit }: CommentDialogProps) {
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby="comment-title" fullWidth maxWidth="sm">
      {target ? <CommentForm target={target} onClose={onClose} onSubmit={onSubmit} /> : null}
    </Dialog>
  );
}

function CommentForm({
  target,
  onClose,
  onSubmit,
}: Omit<CommentDialogProps, 'target'> & { target: CommentFormTarget }) {
  const [text, setText] = useState(target.initial);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const error = touched && !text.trim() ? 'Write a comment.' : '';

  // Set at once, unlike `busy`: a second Ctrl+Enter or click before the re-render must not send
  // the comment twice (a browser run once saw two comments from one dialog).
  const sending = useRef(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!text.trim() || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const ok = await onSubmit(text.trim());
      if (ok) onClose();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="comment-title">{target.mode === 'create' ? 'Add comment' : 'Edit comment'}</DialogTitle>
      <DialogContent>
        <Typography
          component="blockquote"
          variant="body2"
          sx={{
            m: 0,
            mb: 2,
            pl: 1.5,
            borderLeft: '4px solid #E89B00',
            color: 'text.secondary',
            overflowWrap: 'anywhere',
          }}
        >
          {target.quote}
        </Typography>
        <TextField
          label="Comment"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
          }}
          autoFocus
          fullWidth
          multiline
          minRows={3}
          error={Boolean(error)}
          helperText={error || ' '}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {target.mode === 'create' ? 'Add comment' : 'Save comment'}
        </Button>
      </DialogActions>
    </form>
  );
}
