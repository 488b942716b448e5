import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useWebRole } from '../../shared/store/hooks';
import { LEAVE_PATH, SCORES_PATH, WORKFLOWS_PATH } from '../../shared/routes/paths';
import { mayListMembers, mayManageList } from './roles';

/** The organisation's pages: one heading, a tab per page the member's role may open, and the page. */
export function OrganisationLayout() {
  const role = useWebRole();
  const { pathname } = useLocation();
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
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        Organisation
      </Typography>
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
