import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { leaveSpan, leaveToday } from '@scriptloom/contracts';
import { useMemo, useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { useListLeaveQuery } from './leave-api';
import { addDays, TIMELINE_LENGTH, timelineRows, timelineWindow } from './leave-timeline';
import { TimelineGrid, TimelineLegend } from './TimelineGrid';

/**
 * "Who is away": four weeks from today (UTC, as the server counts days), a row per member with
 * pending or approved leave in them. It asks the same list as the table, for the window's days.
 */
export function LeaveTimeline({ seesEveryone }: { seesEveryone: boolean }) {
  const today = leaveToday();
  const [start, setStart] = useState(today);
  const shown = useMemo(() => timelineWindow(start), [start]);
  // `currentData`, not `data`: while another window loads, the last window's leave must not be drawn
  // in this one's columns.
  const { currentData, isFetching, isError, refetch } = useListLeaveQuery({ from: shown.from, to: shown.to });
  // The list has no "pending or approved" filter: it is asked for every status and rejected ones are dropped here.
  const rows = useMemo(() => timelineRows(currentData?.items ?? [], shown), [currentData, shown]);

  return (
    <Stack component="section" aria-labelledby="leave-timeline-heading" spacing={2}>
      <div>
        <Typography id="leave-timeline-heading" component="h2" variant="h6">
          Who is away
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {leaveSpan(shown.from, shown.to)}
          {seesEveryone ? '' : ' · your own leave (admins see everyone’s)'}
        </Typography>
      </div>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setStart(addDays(start, -TIMELINE_LENGTH))}>
          Previous 4 weeks
        </Button>
        <Button variant="outlined" size="small" onClick={() => setStart(addDays(start, TIMELINE_LENGTH))}>
          Next 4 weeks
        </Button>
        <Button size="small" onClick={() => setStart(today)} disabled={start === today}>
          Back to today
        </Button>
      </Stack>
      {isError ? (
        <LoadFailed what="The leave timeline" retry={() => void refetch()} />
      ) : !currentData ? (
        <Skeleton variant="rounded" height={160} aria-busy="true" aria-label="Loading the leave timeline" />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            {seesEveryone ? 'Nobody is away in these four weeks.' : 'You have no leave in these four weeks.'}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={1} aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <TimelineGrid view={shown} rows={rows} today={today} />
          <TimelineLegend />
        </Stack>
      )}
    </Stack>
  );
}
