import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { InsightKind } from '@scriptloom/contracts';
import { RefreshIcon } from './insight-icons';
import { KIND_LABELS } from './insight-labels';
import type { RunView } from './run-state';

interface RunStateProps {
  kind: InsightKind;
  view: RunView;
  /** A regeneration request is on its way (the button waits for its answer). */
  busy: boolean;
  onRegenerate: (kind: InsightKind) => void;
}

/**
 * One kind's run, as its panel shows it: "Writing…" while queued or running, the reason and "Try
 * again" after a failure, a small regenerate button once written (or never asked for).
 */
export function RunState({ kind, view, busy, onRegenerate }: RunStateProps) {
  const label = KIND_LABELS[kind];
  const testId = `run-state-${kind}`;
  if (view.state === 'writing') {
    return (
      <Stack
        direction="row"
        spacing={1}
        role="status"
        data-testid={testId}
        data-state="writing"
        sx={{ alignItems: 'center', color: 'text.secondary' }}
      >
        <CircularProgress size={14} aria-hidden />
        <Typography variant="body2">Writing…</Typography>
      </Stack>
    );
  }
  if (view.state === 'failed') {
    return (
      <Alert
        severity="error"
        data-testid={testId}
        data-state="failed"
        sx={{ py: 0, my: 1 }}
        action={
          <Button color="inherit" size="small" disabled={busy} onClick={() => onRegenerate(kind)}>
            Try again
          </Button>
        }
      >
        {view.error}
      </Alert>
    );
  }
  const action = view.state === 'none' ? `Write ${label.toLowerCase()}` : `Regenerate ${label.toLowerCase()}`;
  return (
    <Tooltip title={action}>
      <span data-testid={testId} data-state={view.state}>
        <IconButton size="small" aria-label={action} disabled={busy} onClick={() => onRegenerate(kind)}>
          <RefreshIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
