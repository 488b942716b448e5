import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { Member } from '@scriptloom/contracts';
import { useWebRole } from '../../shared/store/hooks';
import { memberProfilePath } from '../../shared/routes/paths';
import { LoadFailed } from '../../components/LoadFailed';
import { RouterLink } from '../../components/RouterLink';
import { useListAllMembersQuery, useListMembersQuery } from './organisations-api';
import { managesMemberProfiles, mayListMembers, ROLE_LABELS } from './roles';

const fullName = (member: Pick<Member, 'first_name' | 'last_name'>) =>
  `${member.first_name} ${member.last_name}`.trim();

/**
 * `/organisation/members`: the organisation's members and their roles (admins and QA). Admins list
 * them through `GET /v1/user/all`, each name opening the member's profile; QA read the same list
 * through `GET /enterprise/get_company_members/accepted`, without profiles.
 */
export function MembersPage() {
  const role = useWebRole();
  const allowed = mayListMembers(role);
  const opensProfiles = managesMemberProfiles(role);
  const all = useListAllMembersQuery(undefined, { skip: !opensProfiles });
  const accepted = useListMembersQuery(undefined, { skip: !allowed || opensProfiles });
  const { data, isLoading, isError, refetch } = opensProfiles ? all : accepted;

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
              <TableCell>
                {opensProfiles ? (
                  // A member without a name is opened by their address.
                  <RouterLink to={memberProfilePath(member.id)}>{fullName(member) || member.email}</RouterLink>
                ) : (
                  fullName(member) || '—'
                )}
              </TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>{ROLE_LABELS[member.org_role]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
