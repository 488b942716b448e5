import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ARTICLE_FORMAT_LABELS,
  ARTICLE_TONE_LABELS,
  ARTICLE_TYPE_LABELS,
  type ArticleFormat,
  type ArticleGenerateInput,
  type ArticleTone,
  type ArticleType,
} from '@scriptloom/contracts';
import { useState, type FormEvent } from 'react';

interface ArticleDialogProps {
  open: boolean;
  onClose: () => void;
  /** True once the request was accepted (the dialog then closes; the page follows the article). */
  onSubmit: (body: ArticleGenerateInput) => Promise<boolean>;
}

function Choice<T extends string>({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: T;
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      fullWidth
      slotProps={{ select: { native: true } }}
    >
      {(Object.keys(labels) as T[]).map((key) => (
        <option key={key} value={key}>
          {labels[key]}
        </option>
      ))}
    </TextField>
  );
}

/** "Generate article": what to focus on, background, and the kind, layout and tone of the piece. */
export function ArticleDialog({ open, onClose, onSubmit }: ArticleDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="article-dialog-title"
      fullWidth
      maxWidth="sm"
      data-testid="article-dialog"
    >
      {open ? <ArticleForm onClose={onClose} onSubmit={onSubmit} /> : null}
    </Dialog>
  );
}

function ArticleForm({ onClose, onSubmit }: Omit<ArticleDialogProps, 'open'>) {
  const [inspiration, setInspiration] = useState('');
  const [context, setContext] = useState('');
  const [type, setType] = useState<ArticleType>('blog_post');
  const [format, setFormat] = useState<ArticleFormat>('sections');
  const [tone, setTone] = useState<ArticleTone>('neutral');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      if (await onSubmit({ inspiration, context, type, format, tone })) onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <DialogTitle id="article-dialog-title">Generate article</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Inspiration"
            helperText="What the article should focus on (optional)."
            value={inspiration}
            onChange={(event) => setInspiration(event.target.value)}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            label="Context"
            helperText="Audience, publication or angle the article may use (optional)."
            value={context}
            onChange={(event) => setContext(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Choice label="Type" value={type} labels={ARTICLE_TYPE_LABELS} onChange={setType} />
          <Choice label="Format" value={format} labels={ARTICLE_FORMAT_LABELS} onChange={setFormat} />
          <Choice label="Tone" value={tone} labels={ARTICLE_TONE_LABELS} onChange={setTone} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={sending} data-testid="article-submit">
          Generate
        </Button>
      </DialogActions>
    </form>
  );
}
