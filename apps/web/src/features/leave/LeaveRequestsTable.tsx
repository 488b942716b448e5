import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LEAVE_TYPE_LABELS, leaveSpan, type LeaveItem } from '@scriptloom/contracts';
import { rowActions, type LeaveAbilities } from './leave-actions';
import { LeaveStatusChip } from './LeaveStatusChip';

interface LeaveRequestsTableProps {
  items: readonly LeaveItem[];
  abilities: LeaveAbilities;
  me: { userId: string | undefined; today: string };
  onDecide: (item: LeaveItem, decision: 'approve' | 'reject') => void;
  onRemove: (item: LeaveItem, verb: 'Withdraw' | 'Remove') => void;
}

/**
 * The requests as a table (it scrolls sideways on a phone). Buttons name the request they act on,
 * since a screen reader lists every "Approve" of the page together.
 */
export function LeaveRequestsTable({ items, abilities, me, onDecide, onRemove }: LeaveRequestsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Leave requests" size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {abilities.seesEveryone && <TableCell>Member</TableCell>}
            <TableCell>Type</TableCell>
            <TableCell>Dates</TableCell>
            <TableCell align="right">Days</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Decision</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const { decide, remove } = rowActions(item, abilities, me);
            const span = leaveSpan(item.start_date, item.end_date);
            const whose = `${item.user_id === me.userId ? 'your' : `${item.name}'s`} leave, ${span}`;
            return (
              <TableRow key={item.id} data-leave-id={item.id}>
                {abilities.seesEveryone && <TableCell sx={{ fontWeight: 600 }}>{item.name}</TableCell>}
                <TableCell>
                  {LEAVE_TYPE_LABELS[item.leave_type]}
                  {item.reason && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                      {item.reason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{span}</TableCell>
                <TableCell align="right">{item.days}</TableCell>
                <TableCell>
                  <LeaveStatusChip status={item.status} />
                </TableCell>
                <TableCell>
                  <DecisionText item={item} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {decide && (
                      <>
                        <Button
                          size="small"
                          variant="contained"
                          color="success"
                          onClick={() => onDecide(item, 'approve')}
                          aria-label={`Approve ${whose}`}
                        >
                          Approve
                        </Button>
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          onClick={() => onDecide(item, 'reject')}
                          aria-label={`Reject ${whose}`}
                        >
                          Reject
                        </Button>
                      </>
                    )}
                    {remove && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onRemove(item, remove)}
                        aria-label={`${remove} ${whose}`}
                      >
                        {remove}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The admin's note and name once a request is decided; a dash while it waits. */
function DecisionText({ item }: { item: LeaveItem }) {
  if (!item.decision_note && !item.decided_by) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  return (
    <>
      {item.decision_note && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
          “{item.decision_note}”
        </Typography>
      )}
      {item.decided_by && (
        <Typography variant="body2" color="text.secondary">
          by {item.decided_by}
        </Typography>
      )}
    </>
  );
}
