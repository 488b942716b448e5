import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { OrganisationMessages, type OrgRoleName, type ValidUser, type ValidUserStatus } from '@scriptloom/contracts';
import { useState } from 'react';
import { useAppDispatch, useWebRole } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { AddValidUserForm } from './AddValidUserForm';
import { LoadFailed } from '../../components/LoadFailed';
import {
  useListValidUsersQuery,
  useReinviteValidUserMutation,
  useRemoveValidUserMutation,
  useUpdateValidUserMutation,
} from './organisations-api';
import { RemoveValidUserDialog } from './RemoveValidUserDialog';
import { mayManageList, ROLE_LABELS, ROLES } from './roles';

/** How each entry stands, as its chip says it (docs/product.md#organisations). */
const STATUS_CHIPS: Record<ValidUserStatus, { label: string; color: 'success' | 'default' | 'warning' }> = {
  invited: { label: 'Invited', color: 'default' },
  joined: { label: 'Joined', color: 'success' },
  declined: { label: 'Declined', color: 'warning' },
  left: { label: 'Left', color: 'default' },
};

/**
 * `/organisation/who-may-join` (admins): the addresses invited and their roles, with how each
 * invitation stands; nothing of an account shows before its owner joins. A role changed here
 * changes a joined member's role; removing a joined address removes the member; someone who
 * declined or left may be invited again. The server refuses to leave the organisation without an
 * admin, and says so.
 */
export function ValidUsersPage() {
  const dispatch = useAppDispatch();
  const allowed = mayManageList(useWebRole());
  const { data, isLoading, isError, refetch } = useListValidUsersQuery(undefined, { skip: !allowed });
  const [updateValidUser, update] = useUpdateValidUserMutation();
  const [removeValidUser, removal] = useRemoveValidUserMutation();
  const [reinviteValidUser, reinvitation] = useReinviteValidUserMutation();
  const [toRemove, setToRemove] = useState<ValidUser | null>(null);

  const changeRole = async (entry: ValidUser, role: OrgRoleName) => {
    try {
      await updateValidUser({ id: entry.id, email: entry.email, role }).unwrap();
      dispatch(successToast(`${entry.email} is now ${ROLE_LABELS[role]}.`));
    } catch {
      // The base query has shown the server's reason (such as the last admin); the list is unchanged.
    }
  };

  const inviteAgain = async (entry: ValidUser) => {
    try {
      await reinviteValidUser(entry.id).unwrap();
      dispatch(successToast(OrganisationMessages.invitedAgain(entry.email)));
    } catch {
      // The server's reason is shown as a notice.
    }
  };

  const remove = async (entry: ValidUser) => {
    try {
      const answer = await removeValidUser(entry.id).unwrap();
      dispatch(successToast(answer.success));
    } catch {
      // The server's reason is shown as a notice.
    }
    setToRemove(null);
  };

  if (!allowed) return <Alert severity="info">Only admins choose who may join.</Alert>;
  return (
    <Stack spacing={3}>
      <AddValidUserForm />
      {isLoading ? (
        <Skeleton variant="rounded" height={200} aria-busy="true" aria-label="Loading the list" />
      ) : isError || !data ? (
        <LoadFailed what="The list" retry={() => void refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Who may join">
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.email}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={entry.role}
                      disabled={update.isLoading && update.originalArgs?.id === entry.id}
                      onChange={(event) => void changeRole(entry, event.target.value as OrgRoleName)}
                      slotProps={{ htmlInput: { 'aria-label': `Role of ${entry.email}` } }}
                    >
                      {ROLES.map((r) => (
                        <MenuItem key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_CHIPS[entry.status].color}
                      label={STATUS_CHIPS[entry.status].label}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {entry.status === 'declined' || entry.status === 'left' ? (
                      <Button
                        loading={reinvitation.isLoading && reinvitation.originalArgs === entry.id}
                        onClick={() => void inviteAgain(entry)}
                        aria-label={`Invite ${entry.email} again`}
                      >
                        Invite again
                      </Button>
                    ) : null}
                    <Button color="error" onClick={() => setToRemove(entry)} aria-label={`Remove ${entry.email}`}>
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <RemoveValidUserDialog
        entry={toRemove}
        pending={removal.isLoading}
        onCancel={() => setToRemove(null)}
        onConfirm={(entry) => void remove(entry)}
      />
    </Stack>
  );
}
