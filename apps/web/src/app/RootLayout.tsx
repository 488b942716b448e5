import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { EmailVerificationPrompt } from './notifications/EmailVerificationPrompt';
import { NotificationArea } from './notifications/NotificationArea';
import { LoadingOverlay } from './overlay/LoadingOverlay';
import { RouteTitle } from '../shared/routes/page-title';
import { ScrollToTop } from './ScrollToTop';
import { Toast } from './toast/Toast';
import { useAppDispatch } from '../shared/store/hooks';
import { pageChanged } from '../shared/notices/toast-slice';

/** Everything every screen shares: scroll reset, overlay and the two bottom-right notice areas. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // An error about the page a person left must not follow them to the next one.
  useEffect(() => {
    dispatch(pageChanged(pathname));
  }, [pathname, dispatch]);

  return (
    <>
      <ScrollToTop />
      <RouteTitle />
      <EmailVerificationPrompt />
      <Outlet />
      <LoadingOverlay />
      {/* One column for both notices so that they stack instead of covering each other. */}
      <Box
        sx={{
          position: 'fixed',
          right: { xs: 8, sm: 24 },
          bottom: { xs: 8, sm: 24 },
          left: { xs: 8, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        <NotificationArea />
        <Toast />
      </Box>
    </>
  );
}
