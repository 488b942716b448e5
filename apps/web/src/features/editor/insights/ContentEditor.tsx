import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyIcon } from './insight-icons';
import { useCopy } from './use-copy';
import { useDraft } from './use-draft';
import { useReadOnly } from '../../../components/read-only';

interface ContentEditorProps {
  /** 'Show notes', 'Tweets', ... (the copy toast and the field's label). */
  label: string;
  text: string | null;
  /** How the text reads when not editing. */
  view: (text: string) => ReactNode;
  /** Shown instead when there is no text (null: nothing, e.g. while it is being written). */
  empty: string | null;
  onSave: (text: string) => Promise<boolean>;
  /** More buttons in the action row (the run state). */
  extra?: ReactNode;
  copyLabel?: string;
  /** Longest text the server stores for this content. */
  maxLength?: number;
}

/**
 * A generated text with Copy, and Edit -> textarea -> Save (Cancel or Escape leaves it as it was).
 * Editing always edits the whole text, also where it is shown as separate posts.
 */
export function ContentEditor({
  label,
  text,
  view,
  empty,
  onSave,
  extra,
  copyLabel = 'Copy',
  maxLength,
}: ContentEditorProps) {
  const copy = useCopy();
  const readOnly = useReadOnly() !== null;
  const { draft, setDraft, editing, saving, save, onKeyDown } = useDraft(onSave);

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        {extra}
        <Box sx={{ flex: 1 }} />
        {editing ? null : (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<CopyIcon fontSize="small" />}
              disabled={!text}
              onClick={() => text && void copy(text, label)}
              data-testid="copy-button"
            >
              {copyLabel}
            </Button>
            {readOnly ? null : (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setDraft(text ?? '')}
                data-testid="content-edit"
                aria-label={`Edit ${label.toLowerCase()}`}
              >
                Edit
              </Button>
            )}
          </>
        )}
      </Stack>
      {editing ? (
        <Box>
          <TextField
            label={label}
            multiline
            minRows={8}
            maxRows={30}
            fullWidth
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            helperText="Escape cancels. Ctrl+Enter saves."
            slotProps={{ htmlInput: { 'data-testid': 'content-textarea', maxLength } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)} disabled={saving}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="content-save">
              Save
            </Button>
          </Stack>
        </Box>
      ) : text ? (
        view(text)
      ) : empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : null}
    </Box>
  );
}
