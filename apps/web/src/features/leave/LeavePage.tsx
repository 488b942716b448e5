import Stack from '@mui/material/Stack';
import { useWebRole } from '../../shared/store/hooks';
import { ApplyLeaveForm } from './ApplyLeaveForm';
import { leaveAbilities } from './leave-actions';
import { LeaveRequests } from './LeaveRequests';
import { LeaveTimeline } from './LeaveTimeline';

/**
 * `/organisation/leave` (docs/product.md#leave): every member asks for leave here and follows their
 * requests; admins also see everyone's, approve or reject them, and see who is away.
 */
export function LeavePage() {
  const role = useWebRole();
  // A personal account has no organisation; OrganisationLayout has already sent it elsewhere.
  if (role === 'user') return null;
  const abilities = leaveAbilities(role);
  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      {abilities.apply && <ApplyLeaveForm />}
      <LeaveRequests abilities={abilities} />
      <LeaveTimeline seesEveryone={abilities.seesEveryone} />
    </Stack>
  );
}
