import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../shared/files/format';
import { actorName, whatHappened } from './history-text';
import { useGetWorkflowHistoryQuery } from '../../shared/workflows/workflows-api';

/** Who did what to the workflow, and when (docs/product.md#workflow-history), newest as the server orders them. */
export function WorkflowHistory({ id }: { id: string }) {
  const history = useGetWorkflowHistoryQuery(id);
  let body;
  if (history.isLoading) body = <Skeleton variant="rounded" height={64} aria-label="Loading history" />;
  else if (history.isError) body = <Alert severity="error">The history could not be loaded.</Alert>;
  else if (!history.data || history.data.items.length === 0)
    body = <Typography color="text.secondary">Nothing has happened yet.</Typography>;
  else {
    body = (
      <Box
        component="ol"
        data-testid="workflow-history"
        aria-label="History"
        // A long history scrolls inside its box (taller on a phone, where lines wrap): focusable, so
        // it can be scrolled from the keyboard too.
        tabIndex={0}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          maxHeight: 280,
          overflowY: 'auto',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid #0659F9', outlineOffset: 2 },
        }}
      >
        {history.data.items.map((event) => {
          return (
            <Box
              component="li"
              key={event.id}
              data-testid="workflow-history-item"
              data-action={event.action}
              sx={{ py: 0.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Typography variant="body2">
                <strong>{actorName(event)}</strong> · {whatHappened(event)}{' '}
                {event.override ? (
                  <Chip label="override" size="small" color="warning" variant="outlined" sx={{ ml: 0.5 }} />
                ) : null}
                {event.auto ? <Chip label="automatic" size="small" variant="outlined" sx={{ ml: 0.5 }} /> : null}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="time" dateTime={event.at}>
                {formatDateTime(event.at)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby="history-heading">
      <Typography id="history-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        History
      </Typography>
      {body}
    </Box>
  );
}
