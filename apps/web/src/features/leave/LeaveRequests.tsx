import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { leaveToday } from '@scriptloom/contracts';
import { useState } from 'react';
import { useUserInfo } from '../../shared/store/hooks';
import { NativeSelect } from '../../components/NativeSelect';
import { LoadFailed } from '../../components/LoadFailed';
import { DecideLeaveDialog, type Decision } from './DecideLeaveDialog';
import { listArgsFor, STATUS_FILTER_OPTIONS, type LeaveAbilities, type StatusFilter } from './leave-actions';
import { useListLeaveQuery } from './leave-api';
import { LeaveRequestsTable } from './LeaveRequestsTable';
import { WithdrawLeaveDialog, type Removal } from './WithdrawLeaveDialog';

/** The requests the caller may see (an admin's: everyone's), filtered by status, with their actions. */
export function LeaveRequests({ abilities }: { abilities: LeaveAbilities }) {
  const userId = useUserInfo()?.id;
  const [filter, setFilter] = useState<StatusFilter>('all');
  const { data, isLoading, isFetching, isError, refetch } = useListLeaveQuery(listArgsFor(filter));
  const [decision, setDecision] = useState<Decision | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  // Read on every render: a page left open past midnight (UTC) must not offer what the server now refuses.
  const me = { userId, today: leaveToday() };

  return (
    <Stack component="section" aria-labelledby="leave-requests-heading" spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id="leave-requests-heading" component="h2" variant="h6">
          {abilities.seesEveryone ? 'Leave requests' : 'Your leave requests'}
        </Typography>
        <NativeSelect label="Status" value={filter} options={STATUS_FILTER_OPTIONS} onChange={setFilter} />
      </Stack>
      {isLoading ? (
        <Skeleton variant="rounded" height={180} aria-busy="true" aria-label="Loading leave requests" />
      ) : isError || !data ? (
        <LoadFailed what="The leave requests" retry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            {filter === 'all' ? 'No leave requests yet.' : 'No leave requests with this status.'}
          </Typography>
        </Paper>
      ) : (
        // Dimmed while another filter's answer is on its way, so the old rows are not taken for it.
        <Stack aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <LeaveRequestsTable
            items={data.items}
            abilities={abilities}
            me={me}
            onDecide={(item, choice) => setDecision({ item, decision: choice })}
            onRemove={(item, verb) => setRemoval({ item, verb })}
          />
        </Stack>
      )}
      <DecideLeaveDialog target={decision} onClose={() => setDecision(null)} />
      <WithdrawLeaveDialog target={removal} onClose={() => setRemoval(null)} />
    </Stack>
  );
}
