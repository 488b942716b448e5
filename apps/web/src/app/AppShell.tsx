import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { useAppDispatch, useWebRole } from '../shared/store/hooks';
import { LOGIN_PATH } from '../shared/routes/login-redirect';
import { PRODUCT_NAME } from '../shared/product';
import { signOut } from '../shared/session/sign-out';
import { MainNav } from './MainNav';

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
              whiteSpace: 'nowrap',
              flexShrink: 0,
              fontWeight: 700,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              mr: { xs: 0.5, sm: 3 },
            }}
          >
            {PRODUCT_NAME}
          </Typography>
          <MainNav member={member} />
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
