import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WorkflowItem } from '@scriptloom/contracts';
import { useState, type FormEvent } from 'react';
import { useRenameWorkflowMutation } from '../../shared/workflows/workflows-api';

/** The workflow's title, renamed in place by those who may (admins and QA). */
export function WorkflowTitle({ workflow, canRename }: { workflow: WorkflowItem; canRename: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameWorkflowMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const title = draft?.trim() ?? '';
    if (!title) return;
    if (title === workflow.title) {
      setDraft(null);
      return;
    }
    const outcome = await rename({ id: workflow.id, revision: workflow.revision, newTitle: title });
    if (!('error' in outcome)) setDraft(null);
  };

  if (draft !== null) {
    return (
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(event) => void submit(event)}
        sx={{ alignItems: 'center', mb: 1 }}
      >
        <TextField
          label="Title"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
          autoFocus
          size="small"
          error={!draft.trim()}
          helperText={draft.trim() ? undefined : 'Give the workflow a title.'}
          slotProps={{ htmlInput: { maxLength: 300 } }}
          sx={{ flex: 1, maxWidth: 640 }}
        />
        <Button type="submit" variant="contained" size="small" loading={isLoading} disabled={!draft.trim()}>
          Save title
        </Button>
        <Button size="small" color="inherit" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Stack>
    );
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
      <Typography
        component="h1"
        variant="h4"
        data-testid="workflow-title"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {workflow.title}
      </Typography>
      {canRename ? (
        <Button size="small" onClick={() => setDraft(workflow.title)}>
          Rename
        </Button>
      ) : null}
    </Stack>
  );
}
