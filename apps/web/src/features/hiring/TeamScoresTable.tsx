import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TeamScores } from '@scriptloom/contracts';
import { AccuracyBadge } from '../../components/AccuracyBadge';
import { RouterLink } from '../../components/RouterLink';
import { memberScorePath } from '../../shared/routes/paths';
import { NoScoreYet } from './NoScoreYet';
import { roleLabel } from './role-label';

/** The team's members with their overall score; the table scrolls sideways on a phone. */
export function TeamScoresTable({ items }: { items: TeamScores['items'] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Team scores" size="small" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Member</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Overall score</TableCell>
            <TableCell align="right">Workflows</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.member.id} data-member-id={item.member.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>
                <RouterLink
                  to={memberScorePath(item.member.id)}
                  underline="hover"
                  aria-label={`${item.member.name}'s scores`}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {item.member.name}
                </RouterLink>
              </TableCell>
              <TableCell>{roleLabel(item.member.role)}</TableCell>
              <TableCell>
                {item.overall === null ? <NoScoreYet /> : <AccuracyBadge accuracy={item.overall} />}
              </TableCell>
              <TableCell align="right">{item.workflows}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
