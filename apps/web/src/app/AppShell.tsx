import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NavLink, Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { OWN_FILES_PATH, OWN_FILES_PATH_LABEL, WORKFLOWS_PATH } from '../shared/routes/paths';
import { useAppDispatch, useWebRole } from '../shared/store/hooks';
import { LOGIN_PATH } from '../shared/routes/login-redirect';
import { PRODUCT_NAME } from '../shared/product';
import { signOut } from '../shared/session/sign-out';

const navButtonSx = {
  color: 'inherit',
  whiteSpace: 'nowrap',
  minWidth: 0,
  px: { xs: 1, sm: 1.5 },
  // NavLink marks the current page with aria-current; show it to sighted users too. A darker shade,
  // not a lighter one: white text on a lightened blue falls below a 4.5:1 contrast.
  '&[aria-current="page"]': { bgcolor: 'primary.dark' },
} as const;

/** The signed-in frame: top app bar with the product name, main links and sign-out. */
export function AppShell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Organisation members work in workflows (docs/product.md#workflows); personal users have none.
  const member = useWebRole() !== 'user';

  const handleSignOut = () => {
    dispatch(signOut());
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 8, zIndex: 'tooltip', bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to main content
      </Link>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to="/"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 700,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              mr: { xs: 0.5, sm: 3 },
            }}
          >
            {PRODUCT_NAME}
          </Typography>
          {/* On a phone the links scroll sideways rather than push "Sign out" off the screen. */}
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: 'flex', gap: { xs: 0, sm: 1 }, flexGrow: 1, minWidth: 0, overflowX: 'auto' }}
          >
            {/* A member's home is the workflow list (the dashboard sends them there). */}
            {member ? null : (
              <Button component={NavLink} to="/" end sx={navButtonSx}>
                Dashboard
              </Button>
            )}
            {member ? (
              <Button component={NavLink} to={WORKFLOWS_PATH} sx={navButtonSx}>
                Workflows
              </Button>
            ) : null}
            {member && (
              <Button component={NavLink} to="/organisation" sx={navButtonSx}>
                Organisation
              </Button>
            )}
            {/* A member's own files, from before they joined: the organisation never sees them. */}
            {member && (
              <Button component={NavLink} to={OWN_FILES_PATH} sx={navButtonSx}>
                {OWN_FILES_PATH_LABEL}
              </Button>
            )}
            <Button component={NavLink} to="/account" sx={navButtonSx}>
              Account
            </Button>
          </Box>
          <Button
            color="inherit"
            variant="outlined"
            onClick={handleSignOut}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1, sm: 2 } }}
          >
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: { xs: 3, md: 5 }, flexGrow: 1, outline: 'none' }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
