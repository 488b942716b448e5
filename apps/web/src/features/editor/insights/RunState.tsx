import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { InsightKind } from '@scriptloom/contracts';
import { useState, type ReactNode } from 'react';
import { useReadOnly } from '../../../components/read-only';
import { RefreshIcon } from './insight-icons';
import { KIND_LABELS } from './insight-labels';
import { OutOfDateChip } from './OutOfDate';
import { ReplaceEditedDialog } from './ReplaceEditedDialog';
import type { InsightsController } from './use-insights';

interface RunStateProps {
  kind: InsightKind;
  insights: InsightsController;
}

/**
 * One kind's run, as its panel shows it: "Writing…" while queued or running, the reason and "Try
 * again" after a failure, a small regenerate button once written (or never asked for), and "Out of
 * date" with "Refresh" when it was written from words or speakers that changed since. Any of these
 * asks first when it would replace what the person edited (docs/product.md#out-of-date-content).
 */
export function RunState({ kind, insights }: RunStateProps) {
  const readOnly = useReadOnly() !== null;
  const view = insights.viewOf(kind);
  const busy = insights.regenerating.includes(kind);
  const label = KIND_LABELS[kind];
  const testId = `run-state-${kind}`;
  // The question being asked, and whether its answer refreshes the out-of-date sources too.
  const [asking, setAsking] = useState<{ refresh: boolean } | null>(null);

  const request = (refresh: boolean) => {
    if (insights.isEdited(kind)) setAsking({ refresh });
    else insights.regenerate(kind, { refresh });
  };
  const dialog: ReactNode = (
    <ReplaceEditedDialog
      open={asking !== null}
      noun={label.toLowerCase()}
      canUndo={insights.canUndo(kind)}
      onKeep={() => setAsking(null)}
      onReplace={() => {
        insights.regenerate(kind, { refresh: asking?.refresh ?? false, replacing: true });
        setAsking(null);
      }}
    />
  );

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
  // Read-only: what is being written or failed is still said, but nothing can be asked for.
  if (readOnly) {
    if (view.state === 'failed')
      return (
        <Alert severity="error" data-testid={testId}>
          {view.error}
        </Alert>
      );
    if (view.state === 'processed' && view.stale) return <OutOfDateChip testId={`out-of-date-${kind}`} />;
    return null;
  }
  if (view.state === 'failed') {
    return (
      <Alert
        severity="error"
        data-testid={testId}
        data-state="failed"
        sx={{ py: 0, my: 1 }}
        action={
          <Button color="inherit" size="small" disabled={busy} onClick={() => request(false)}>
            Try again
          </Button>
        }
      >
        {view.error}
        {dialog}
      </Alert>
    );
  }
  if (view.state === 'processed' && view.stale) {
    return (
      <Stack
        direction="row"
        spacing={1}
        data-testid={testId}
        data-state="processed"
        data-stale="true"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <OutOfDateChip testId={`out-of-date-${kind}`} />
        <Tooltip title={`Write the ${label.toLowerCase()} again from the transcript as it is now`}>
          <span>
            <Button
              size="small"
              startIcon={<RefreshIcon fontSize="small" />}
              disabled={busy}
              onClick={() => request(true)}
              aria-label={`Refresh ${label.toLowerCase()}`}
              data-testid={`refresh-${kind}`}
            >
              Refresh
            </Button>
          </span>
        </Tooltip>
        {dialog}
      </Stack>
    );
  }
  const action = view.state === 'none' ? `Write ${label.toLowerCase()}` : `Regenerate ${label.toLowerCase()}`;
  return (
    <>
      <Tooltip title={action}>
        <span data-testid={testId} data-state={view.state}>
          <IconButton size="small" aria-label={action} disabled={busy} onClick={() => request(false)}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {dialog}
    </>
  );
}
