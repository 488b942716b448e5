import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InsightKind } from '@scriptloom/contracts';
import type { ReactNode } from 'react';
import { KIND_LABELS } from './insight-labels';
import type { InsightsController } from './use-insights';
import { RunState } from './RunState';

interface InsightCardProps {
  kind: InsightKind;
  insights: InsightsController;
  /** Buttons beside the title (Edit, Copy). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One insight panel: a titled section with its kind's run state and regenerate action. */
export function InsightCard({ kind, insights, actions, children, testId }: InsightCardProps) {
  const view = insights.viewOf(kind);
  const headingId = `insight-${kind}-heading`;
  const state = <RunState kind={kind} insights={insights} />;
  return (
    // A card never grows past its column: what its head holds wraps onto a second line instead (the
    // "Out of date" mark and "Refresh" beside Edit need more than a 300 px column has).
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: 2, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, minHeight: 32, mb: 0.5 }}
      >
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 0 auto' }}>
          {KIND_LABELS[kind]}
        </Typography>
        {actions}
        {view.state === 'failed' ? null : state}
      </Stack>
      {view.state === 'failed' ? state : null}
      {children}
    </Paper>
  );
}

/** The line a panel shows when it has nothing: honest about why, never made-up content. */
export function emptyText(insights: InsightsController, kind: InsightKind, nothingFound: string): string | null {
  const view = insights.viewOf(kind);
  if (view.state === 'processed') return nothingFound;
  if (view.state === 'none') return insights.loaded ? 'Not written yet.' : null;
  // While writing the status says so; after a failure the error does.
  return null;
}
