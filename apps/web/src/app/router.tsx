import { lazyChunk } from './lazy/lazy-chunk';
import { createBrowserRouter, Navigate } from 'react-router';
import { ConfirmEmailPage } from '../features/auth/ConfirmEmailPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignupPage } from '../features/auth/SignupPage';
import { AppShell } from './AppShell';
import { LazyArea } from './lazy/LazyArea';
import { MainArea } from './lazy/main-area';
import { registerNavigate } from '../shared/routes/navigation';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

// The bulk download page is reached from a link or the export dialog: its code loads on demand.
const DownloadPage = lazyChunk('DownloadPage', () => import('../features/download/DownloadPage'));
// A review link's page (docs/product.md#review-links): public, reached by people without an account.
const ReviewLinkPage = lazyChunk('ReviewLinkPage', () => import('../features/review-link/ReviewLinkPage'));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'auth',
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'confirm-email', element: <ConfirmEmailPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        // No sign-in: the token in the address is the permission.
        path: 's/:token',
        element: (
          <LazyArea>
            <ReviewLinkPage />
          </LazyArea>
        ),
      },
      {
        // Everything else is the signed-in application. The guard runs before the area's code is
        // fetched, so a signed-out visitor is sent to sign in without downloading it.
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                // docs/product.md#bulk-download: /download?docId=...&summary=1&quotes=1&... (each flag 0 or 1).
                path: 'download',
                element: (
                  <LazyArea>
                    <DownloadPage />
                  </LazyArea>
                ),
              },
              {
                path: '*',
                element: (
                  <LazyArea>
                    <MainArea />
                  </LazyArea>
                ),
              },
            ],
          },
        ],
      },
    ],
  },
]);

// The API layer sends users to sign in on a 401 from outside React; it navigates through the router.
registerNavigate((to, options) => router.navigate(to, options));
