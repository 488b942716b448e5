import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { mayCall } from '@scriptloom/contracts';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useWebRole } from '../../shared/store/hooks';
import { LEAVE_PATH, SCORES_PATH, WORKFLOWS_PATH } from '../../shared/routes/paths';
import { useMyOrganisationQuery } from './organisations-api';
import { RenameOrganisationDialog } from './RenameOrganisationDialog';
import { mayListMembers, mayManageList, ROLE_LABELS } from './roles';

/**
 * The organisation's pages: its name as the heading (so a member always knows which organisation
 * they are in; an admin may rename it), a tab per page the member's role may open, and the page.
 */
export function OrganisationLayout() {
  const role = useWebRole();
  const { pathname } = useLocation();
  const { data: mine } = useMyOrganisationQuery(undefined, { skip: role === 'user' });
  const [renaming, setRenaming] = useState(false);
  // A personal account has no organisation: its place to found one is the profile page.
  if (role === 'user') return <Navigate to="/account/profile" replace />;
  const tabs = [
    { label: 'Home', to: '/organisation' },
    { label: 'Workflows', to: WORKFLOWS_PATH },
    ...(mayListMembers(role) ? [{ label: 'Members', to: '/organisation/members' }] : []),
    ...(mayManageList(role) ? [{ label: 'Who may join', to: '/organisation/who-may-join' }] : []),
    // Every member asks for their own leave; what else the page shows depends on the role.
    { label: 'Leave', to: LEAVE_PATH },
    // Admins and QA see the team's scores, a reviewer their own.
    { label: 'Scores', to: SCORES_PATH },
    // Members raise disputes there and admins answer them.
    { label: 'Disputes', to: '/organisation/disputes' },
  ];
  // A page under a tab (a member's scores) keeps that tab marked; Home only marks its own page.
  const current =
    tabs.find((tab) => pathname === tab.to)?.to ??
    tabs.find((tab) => tab.to !== '/organisation' && pathname.startsWith(`${tab.to}/`))?.to ??
    false;
  return (
    <Box>
      <Typography variant="overline" component="p" color="text.secondary">
        Organisation{mine ? ` · You are ${ROLE_LABELS[mine.role]}` : ''}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
          {mine?.organisation.name ?? 'Organisation'}
        </Typography>
        {mine && mayCall('PUT /enterprise/organisation', role) && (
          <Button variant="outlined" size="small" onClick={() => setRenaming(true)}>
            Rename
          </Button>
        )}
      </Stack>
      {mine && (
        <RenameOrganisationDialog open={renaming} name={mine.organisation.name} onClose={() => setRenaming(false)} />
      )}
      <Tabs
        value={current}
        aria-label="Organisation sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.to} label={tab.label} value={tab.to} component={Link} to={tab.to} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}
