import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrganisationMessages, type UserProfile } from '@scriptloom/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MemberProfilePage } from '../../src/features/organisations/MemberProfilePage';
import { MembersPage } from '../../src/features/organisations/MembersPage';
import { sessionStarted } from '../../src/shared/session/user-slice';
import type { OrgRoleName } from '@scriptloom/contracts';
import { fakeServer, makeStore, renderPage, type SeenRequest } from './support/render';

// A member's profile for admins (docs/product.md#organisations): listed through GET /v1/user/all,
// opened through GET /v1/user/profile/{id}, each field saved by its own POST /v1/user/profile.

/** A session whose token claim gives the app the role (the server checks every call itself). */
function signedIn(role: OrgRoleName) {
  const store = makeStore();
  store.dispatch(
    sessionStarted({
      token: `x.${btoa(JSON.stringify({ org_role: role }))}.x`,
      user: {
        id: 'me-1',
        email: 'me@example.com',
        first_name: 'Me',
        last_name: 'Myself',
        org_role: role,
        email_verified: true,
      },
    }),
  );
  return store;
}

function profile(over: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'qa-1',
    first_name: 'Grace',
    last_name: 'Checker',
    email: 'grace@example.com',
    podcast_name: '',
    company_name: 'Harbour',
    bio: '',
    vocabulary: [],
    profanity_filter: 'mask',
    org_role: 'qa',
    email_verified: true,
    two_step_enabled: false,
    plan: 'free',
    plan_details: { plan: 'free', start_date: null, next_billing_date: null, amount: 0 },
    transcript_used: 12,
    transcript_total: 60,
    audio_used: 0,
    audio_total: 0,
    media_content: 0,
    audio_with_media_used: 0,
    audio_with_media_total: 0,
    created_at: '2026-01-05T10:00:00.000Z',
    ...over,
  };
}

const member = { id: 'qa-1', email: 'grace@example.com', first_name: 'Grace', last_name: 'Checker', org_role: 'qa' };

function renderAt(path: string, store: ReturnType<typeof signedIn>) {
  renderPage(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/organisation/members" element={<MembersPage />} />
        <Route path="/organisation/members/:memberId" element={<MemberProfilePage />} />
      </Routes>
    </MemoryRouter>,
    { store },
  );
}

const posts = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'POST').map((r) => r.body);

describe('members and their profiles', () => {
  it('an admin lists members through /v1/user/all, each name opening the profile', async () => {
    const { seen } = fakeServer({
      'GET v1/user/all': { body: { items: [{ ...member, on_leave_until: null }] } },
      'GET v1/user/profile/qa-1': { body: profile() },
    });
    renderAt('/organisation/members', signedIn('admin'));
    await userEvent.click(await screen.findByRole('link', { name: 'Grace Checker' }));
    expect(await screen.findByRole('heading', { name: 'Grace Checker' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Grace');
    expect(screen.getByText('12 of 60 minutes')).toBeTruthy();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET v1/user/all', 'GET v1/user/profile/qa-1']);
  });

  it('QA list members through the older route, with no profile to open', async () => {
    const { seen } = fakeServer({
      'GET enterprise/get_company_members/accepted': { body: { items: [{ ...member, on_leave_until: null }] } },
    });
    renderAt('/organisation/members', signedIn('qa'));
    const table = await screen.findByRole('table', { name: 'Members' });
    await within(table).findByText('Grace Checker');
    expect(within(table).queryByRole('link')).toBeNull();
    expect(seen.map((r) => r.path)).toEqual(['enterprise/get_company_members/accepted']);
  });

  it.each(['qa', 'reviewer'] as const)(
    'a %s opening a profile address gets no form, and nothing is asked of the server',
    (role) => {
      const { seen } = fakeServer({});
      renderAt('/organisation/members/qa-1', signedIn(role));
      expect(screen.getByText("Only admins see and edit members' profiles.")).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
      expect(seen).toEqual([]);
    },
  );

  it('saves one field a call, with the member’s id, and shows the server’s words', async () => {
    const user = userEvent.setup();
    const { seen } = fakeServer({
      'GET v1/user/profile/qa-1': { body: profile() },
      'POST v1/user/profile': (request) => {
        const body = request.body as Record<string, string>;
        // The server trims; the page shows what it kept.
        return {
          body: {
            success: 'Profile updated successfully.',
            profile: profile({ first_name: body.first_name!.trim() }),
          },
        };
      },
    });
    const store = signedIn('admin');
    renderAt('/organisation/members/qa-1', store);
    const firstName = await screen.findByRole('textbox', { name: /^First name/ });
    await user.clear(firstName);
    await user.type(firstName, '  Gracie {Enter}');
    await expect
      .poll(() => store.getState().toast)
      .toMatchObject({
        show: true,
        severity: 'success',
        message: 'Profile updated successfully.',
      });
    expect(posts(seen)).toEqual([{ first_name: 'Gracie', user_id: 'qa-1' }]);
    expect(firstName).toHaveProperty('value', 'Gracie');
    // The heading follows the saved profile, without asking the server again.
    expect(await screen.findByRole('heading', { name: 'Gracie Checker' })).toBeTruthy();
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('says an empty first name before sending, and toasts a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const { seen } = fakeServer({
      'GET v1/user/profile/qa-1': { body: profile() },
      'POST v1/user/profile': {
        status: 404,
        body: { error: OrganisationMessages.memberNotFound, code: 'NOT_FOUND' },
      },
    });
    const store = signedIn('admin');
    renderAt('/organisation/members/qa-1', store);
    const firstName = await screen.findByRole('textbox', { name: /^First name/ });
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Save first name' }));
    expect(await screen.findByText('First name cannot be empty.')).toBeTruthy();
    expect(posts(seen)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Checks everything.');
    await user.click(screen.getByRole('button', { name: 'Save bio' }));
    await expect
      .poll(() => store.getState().toast)
      .toMatchObject({
        show: true,
        severity: 'error',
        message: OrganisationMessages.memberNotFound,
      });
    expect(posts(seen)).toEqual([{ bio: 'Checks everything.', user_id: 'qa-1' }]);
  });
});
