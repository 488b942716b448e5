import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { useWebRole } from '../../shared/store/hooks';
import { LoadFailed } from '../../components/LoadFailed';
import { useListMembersQuery } from './organisations-api';
import { mayListMembers, ROLE_LABELS } from './roles';

/** `/organisation/members`: the organisation's members and their roles (admins and QA). */
export function MembersPage() {
  const role = useWebRole();
  const allowed = mayListMembers(role);
  const { data, isLoading, isError, refetch } = useListMembersQuery(undefined, { skip: !allowed });

  if (!allowed) return <Alert severity="info">Only admins and QA see the list of members.</Alert>;
  if (isLoading) return <Skeleton variant="rounded" height={200} aria-busy="true" aria-label="Loading members" />;
  if (isError || !data) return <LoadFailed what="The members" retry={() => void refetch()} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Members">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Role</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((member) => (
            <TableRow key={member.id}>
              <TableCell>{`${member.first_name} ${member.last_name}`.trim() || '—'}</TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>{ROLE_LABELS[member.org_role]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
