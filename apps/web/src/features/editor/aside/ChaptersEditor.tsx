import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS, type Chapter } from '@scriptloom/contracts';
import { useState, type KeyboardEvent } from 'react';

interface ChaptersEditorProps {
  chapters: readonly Chapter[];
  onCancel: () => void;
  /** Saves the chapters (`PUT /up/processed_data`); true once the server holds them. */
  onSave: (chapters: Chapter[]) => Promise<boolean>;
}

/**
 * Chapter titles as fields (their start times stay: they come from the recording). Ctrl/Cmd+Enter
 * saves, Escape cancels; a failed save keeps what was typed.
 */
export function ChaptersEditor({ chapters, onCancel, onSave }: ChaptersEditorProps) {
  const [titles, setTitles] = useState(() => chapters.map((chapter) => chapter.summary));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const next = chapters.map((chapter, i) => ({ ...chapter, summary: titles[i]?.trim() || chapter.summary }));
      if (await onSave(next)) onCancel();
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };
  return (
    <Box onKeyDown={onKeyDown}>
      <Stack spacing={1.5}>
        {chapters.map((chapter, i) => (
          <TextField
            key={i}
            size="small"
            fullWidth
            autoFocus={i === 0}
            label={`Chapter ${i + 1} (${chapter.timestamp})`}
            value={titles[i] ?? ''}
            onChange={(event) => setTitles((all) => all.with(i, event.target.value))}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.chapterTitle } }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="small" variant="contained" onClick={() => void save()} disabled={saving}>
          Save chapters
        </Button>
      </Stack>
    </Box>
  );
}
