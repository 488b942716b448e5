import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { EmailVerificationPrompt } from './notifications/EmailVerificationPrompt';
import { NotificationArea } from './notifications/NotificationArea';
import { LoadingOverlay } from './overlay/LoadingOverlay';
import { RouteTitle } from '../shared/routes/page-title';
import { ScrollToTop } from './ScrollToTop';
import { Toast } from './toast/Toast';

/** Everything every screen shares: scroll reset, overlay and the two bottom-right notice areas. */
export function RootLayout() {
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
