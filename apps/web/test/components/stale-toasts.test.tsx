import { ErrorCode } from '@scriptloom/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootLayout } from '../../src/app/RootLayout';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { NotificationProvider } from '../../src/shared/notices/NotificationContext';
import { fakeServer, makeStore, renderPage } from './support/render';

const WRONG = 'Incorrect email or password.';
const user = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: null,
  org_role: null,
  email_verified: true,
};

function renderLogin() {
  window.history.replaceState(null, '', '/auth/login');
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: 'auth/login', element: <LoginPage /> },
        { path: '/', element: <h1>Your files</h1> },
      ],
    },
  ]);
  return renderPage(
    <NotificationProvider>
      <RouterProvider router={router} />
    </NotificationProvider>,
    { store: makeStore() },
  );
}

/** The toast is the bottom-right alert; the same words also sit under the password field. */
const toastWith = (text: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text));

describe('error toasts do not outlive what they were about', () => {
  it('a wrong-password toast leaves when the form is sent again and does not follow into the app', async () => {
    let tries = 0;
    const { seen } = fakeServer({
      'POST v1/login': () =>
        ++tries === 1
          ? { status: 401, body: { error: WRONG, code: ErrorCode.invalidCredentials } }
          : { body: { token: 'a.e30.c', user } },
      'GET user/email-verification': { body: { email: user.email, email_verified: true } },
    });
    renderLogin();
    const person = userEvent.setup();

    await person.type(screen.getByLabelText(/email/i), user.email);
    await person.type(screen.getByLabelText(/^password/i), 'wrong password');
    await person.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(toastWith(WRONG)).toBeDefined());

    await person.clear(screen.getByLabelText(/^password/i));
    await person.type(screen.getByLabelText(/^password/i), 'the right password');
    await person.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Your files' })).toBeTruthy();
    expect(seen.filter((request) => request.path === 'v1/login')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(WRONG)).toBeNull());
  });
});
