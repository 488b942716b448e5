import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, Outlet, useLocation } from 'react-router';
import { BILLING_PATH } from '../../shared/routes/paths';

const TABS = [
  { label: 'Profile', to: '/account/profile' },
  { label: 'Password', to: '/account/password' },
  { label: 'Plans & billing', to: BILLING_PATH },
] as const;

/** Account settings: one heading, a tab per settings page, and the page itself. */
export function AccountLayout() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(tab.to))?.to ?? false;
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        Account settings
      </Typography>
      <Tabs
        value={current}
        aria-label="Account settings sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.to} label={tab.label} value={tab.to} component={Link} to={tab.to} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}
