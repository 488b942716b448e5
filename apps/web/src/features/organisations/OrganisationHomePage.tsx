import Stack from '@mui/material/Stack';
import { LeaveOrganisationCard } from './LeaveOrganisationCard';
import { OrganisationLinks } from './OrganisationLinks';

/** `/organisation`: where a member starts, and where they may leave. */
export function OrganisationHomePage() {
  return (
    <Stack spacing={3}>
      <OrganisationLinks />
      <LeaveOrganisationCard />
    </Stack>
  );
}
