import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BulkSummary } from './bulk-summary';

/** What the last bulk call updated and what it skipped, with the server's reasons. */
export function BulkResultNotice({ summary, onClose }: { summary: BulkSummary; onClose: () => void }) {
  return (
    <Alert
      severity={summary.skipped.length > 0 ? 'warning' : 'success'}
      onClose={onClose}
      data-testid="bulk-result"
      role="status"
      sx={{ mb: 2 }}
    >
      <Typography sx={{ fontWeight: 600 }}>{summary.headline}</Typography>
      {summary.updated.length > 0 ? (
        <Box data-testid="bulk-result-updated">
          <Typography variant="body2">Updated: {summary.updated.join(', ')}</Typography>
        </Box>
      ) : null}
      {summary.skipped.length > 0 ? (
        <Box component="ul" data-testid="bulk-result-skipped" aria-label="Skipped" sx={{ m: 0, pl: 2.5 }}>
          {summary.skipped.map((line, index) => (
            // Two skipped workflows can share a title and a reason.
            <Typography component="li" variant="body2" key={index}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
