import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { MemberList, OrganisationMessages, UserProfile, ValidUser, ValidUserList } from '@scriptloom/contracts';
import {
  bearer,
  codeFrom,
  createTestApp,
  signUpVerified,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../support/test-app.js';

/** docs/product.md#organisations */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; org_role: string | null };

interface Founder {
  id: string;
  email: string;
  token: string;
  orgId: string;
}

async function found(name = 'Acme Audio'): Promise<Founder> {
  const { email, token } = await signUpVerified(t, uniqueEmail('founder'));
  const res = await t.request({
    method: 'POST',
    url: '/api/enterprise/organisations',
    headers: bearer(token),
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return { id: claimsOf(body.token).sub, email, token: body.token, orgId: body.organisation.id };
}

const list = (who: { token: string }) =>
  t.request({ method: 'GET', url: '/api/login/valid-users', headers: bearer(who.token) });
const add = (who: { token: string }, email: string, role: string) =>
  t.request({ method: 'POST', url: '/api/login/valid-users', headers: bearer(who.token), payload: { email, role } });
const change = (who: { token: string }, id: string, email: string, role: string) =>
  t.request({
    method: 'PUT',
    url: `/api/login/valid-users/${id}`,
    headers: bearer(who.token),
    payload: { email, role },
  });
const remove = (who: { token: string }, id: string) =>
  t.request({ method: 'DELETE', url: `/api/login/valid-users/${id}`, headers: bearer(who.token) });
const signIn = (email: string) =>
  t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password: TEST_PASSWORD } });
const profile = (token: string) => t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });

async function entryOf(founder: Founder, email: string) {
  return ValidUserList.parse((await list(founder)).json()).items.find((i) => i.email === email);
}

/** A valid-users row written directly: an address listed while its account was already confirmed elsewhere in time. */
async function listDirectly(orgId: string, email: string, role: 'admin' | 'qa' | 'reviewer') {
  await t.runtime.database.db.insert(schema.validUsers).values({ org_id: orgId, email, role });
}

describe('founding an organisation', () => {
  it('makes the founder its admin, with a fresh token saying so', async () => {
    const { email, token } = await signUpVerified(t, uniqueEmail('founder'));
    expect(claimsOf(token).org_role).toBeNull();
    const res = await t.request({
      method: 'POST',
      url: '/api/enterprise/organisations',
      headers: bearer(token),
      payload: { name: '  Ràdio Café, Ltd.  ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe('Organisation created.');
    expect(body.organisation).toMatchObject({
      name: 'Ràdio Café, Ltd.',
      slug: expect.stringMatching(/^radio-cafe-ltd/),
    });
    expect(claimsOf(body.token).org_role).toBe('admin');
    expect(UserProfile.parse((await profile(body.token)).json()).org_role).toBe('admin');
    // The founder is on the organisation's list, joined, so no other organisation can list them.
    expect(ValidUserList.parse((await list({ token: body.token })).json()).items).toEqual([
      expect.objectContaining({ email, role: 'admin', joined: true }),
    ]);
  });

  it('gives a second organisation of the same name its own slug', async () => {
    const name = `Same Name ${Date.now()}`;
    const first = await t.request({
      method: 'POST',
      url: '/api/enterprise/organisations',
      headers: bearer((await signUpVerified(t)).token),
      payload: { name },
    });
    const second = await t.request({
      method: 'POST',
      url: '/api/enterprise/organisations',
      headers: bearer((await signUpVerified(t)).token),
      payload: { name },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().organisation.slug).toBe(`${first.json().organisation.slug}-2`);
  });

  it('refuses a member (the permission table) and an empty name', async () => {
    const founder = await found();
    const again = await t.request({
      method: 'POST',
      url: '/api/enterprise/organisations',
      headers: bearer(founder.token),
      payload: { name: 'Second' },
    });
    expect(again.statusCode).toBe(403);
    const { token } = await signUpVerified(t);
    const empty = await t.request({
      method: 'POST',
      url: '/api/enterprise/organisations',
      headers: bearer(token),
      payload: { name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].message).toBe('Give the organisation a name.');
  });

  it('answers 409 ALREADY_IN_ORGANISATION when the account joined in between', async () => {
    const { email } = await signUpVerified(t);
    const founder = await found();
    // The guard read a personal account; the membership arrives before the service's transaction.
    const [user] = await t.runtime.database.db.select().from(schema.users).where(eq(schema.users.email, email));
    await t.runtime.database.db
      .update(schema.users)
      .set({ org_id: founder.orgId, org_role: 'qa' })
      .where(eq(schema.users.id, user!.id));
    const { createOrganisation } = await import('../../src/services/organisations/found.js');
    await expect(createOrganisation(t.runtime.ctx, user!, { name: 'Late' })).rejects.toMatchObject({
      status: 409,
      code: 'ALREADY_IN_ORGANISATION',
    });
  });
});

describe('the list of who may join', () => {
  let acme: Founder;
  let other: Founder;
  beforeAll(async () => {
    [acme, other] = await Promise.all([found('Acme'), found('Other')]);
  });

  it('adds, lists, changes and removes addresses', async () => {
    const email = uniqueEmail('invitee');
    const added = await add(acme, email.toUpperCase(), 'qa');
    expect(added.statusCode).toBe(201);
    const entry = ValidUser.parse(added.json());
    expect(entry).toMatchObject({ email, role: 'qa', joined: false });

    const listed = ValidUserList.parse((await list(acme)).json()).items;
    expect(listed.map((i) => i.email)).toContain(email);

    const renamed = uniqueEmail('renamed');
    const changed = await change(acme, entry.id, renamed, 'reviewer');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: entry.id, email: renamed, role: 'reviewer', joined: false });

    const removed = await remove(acme, entry.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().success).toBe(`${renamed} is no longer on the list.`);
    expect(ValidUserList.parse((await list(acme)).json()).items.map((i) => i.email)).not.toContain(renamed);
    expect((await remove(acme, entry.id)).statusCode).toBe(404);
  });

  it('refuses an address already listed, here or by another organisation', async () => {
    const email = uniqueEmail('twice');
    expect((await add(acme, email, 'qa')).statusCode).toBe(201);
    const again = await add(acme, email, 'reviewer');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This email is already on the list.', code: 'CONFLICT' });
    const elsewhere = await add(other, email, 'qa');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({
      error: 'This email belongs to another organisation.',
      code: 'ALREADY_IN_ORGANISATION',
    });
    // The founder of another organisation is on its list too.
    const founderElsewhere = await add(acme, other.email, 'qa');
    expect(founderElsewhere.json().code).toBe('ALREADY_IN_ORGANISATION');

    const mine = await add(acme, uniqueEmail('mine'), 'qa');
    const clash = await change(acme, mine.json().id, email, 'qa');
    expect(clash.json()).toEqual({ error: 'This email is already on the list.', code: 'CONFLICT' });
  });

  it('answers 404 for another organisation’s entries and for ids that are not ids', async () => {
    const theirs = ValidUser.parse((await add(other, uniqueEmail('theirs'), 'qa')).json());
    expect((await change(acme, theirs.id, uniqueEmail(), 'qa')).statusCode).toBe(404);
    expect((await remove(acme, theirs.id)).statusCode).toBe(404);
    expect((await remove(acme, 'not-a-uuid')).statusCode).toBe(404);
    const res = await change(acme, '00000000-0000-4000-8000-000000000000', uniqueEmail(), 'qa');
    expect(res.json()).toEqual({ error: 'This email is not on your list.', code: 'NOT_FOUND' });
    // Still there for its own organisation.
    expect(ValidUserList.parse((await list(other)).json()).items.map((i) => i.id)).toContain(theirs.id);
  });

  it('refuses an unknown role', async () => {
    const res = await add(acme, uniqueEmail(), 'boss');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('joining', () => {
  let acme: Founder;
  beforeAll(async () => {
    acme = await found('Joiners');
  });

  it('a listed address that signs up lands in the organisation with its role', async () => {
    const email = uniqueEmail('listed');
    await add(acme, email, 'reviewer');
    const { token } = await signUpVerified(t, email);
    expect(claimsOf(token).org_role).toBe('reviewer');
    expect(UserProfile.parse((await profile(token)).json()).org_role).toBe('reviewer');
    expect((await entryOf(acme, email))?.joined).toBe(true);
  });

  it('an unconfirmed account joins when it confirms its address, not before', async () => {
    const email = uniqueEmail('unconfirmed');
    await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: TEST_PASSWORD, first_name: 'Una' },
    });
    const added = await add(acme, email, 'qa');
    expect(added.json().joined).toBe(false);
    const code = codeFrom(await t.waitForMail(email));
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/signup/confirm-email',
      payload: { email, code },
    });
    expect(confirmed.json().user.org_role).toBe('qa');
    expect(claimsOf(confirmed.json().token).org_role).toBe('qa');
  });

  it('an existing personal account joins at once, and its older sessions end', async () => {
    const { email, token } = await signUpVerified(t, uniqueEmail('personal'));
    const added = await add(acme, email, 'qa');
    expect(added.statusCode).toBe(201);
    expect(added.json().joined).toBe(true);
    expect((await profile(token)).statusCode).toBe(401);
    const res = await signIn(email);
    expect(res.json().user.org_role).toBe('qa');
    expect(claimsOf(res.json().token).org_role).toBe('qa');
  });

  it('signing in with a listed address joins (and two-step sign-in joins at the code step)', async () => {
    const plain = await signUpVerified(t, uniqueEmail('signin'));
    await listDirectly(acme.orgId, plain.email, 'reviewer');
    const res = await signIn(plain.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: claimsOf(plain.token).sub, org_role: 'reviewer' });
    expect(claimsOf(res.json().token).org_role).toBe('reviewer');
    expect((await entryOf(acme, plain.email))?.joined).toBe(true);

    const twoStep = await signUpVerified(t, uniqueEmail('twostep'));
    await t.request({
      method: 'POST',
      url: '/api/user/two-step',
      headers: bearer(twoStep.token),
      payload: { enabled: true },
    });
    await listDirectly(acme.orgId, twoStep.email, 'qa');
    const first = await signIn(twoStep.email);
    expect(first.json().verify_required).toBe(true);
    const code = codeFrom(await t.waitForMail(twoStep.email, (m) => m.subject.includes('sign-in code')));
    const verified = await t.request({
      method: 'POST',
      url: '/api/v1/login/verify',
      payload: { challenge_id: first.json().challenge_id, code },
    });
    expect(verified.json().user.org_role).toBe('qa');
    expect(claimsOf(verified.json().token).org_role).toBe('qa');
  });
});

describe('members', () => {
  let acme: Founder;
  let other: Founder;
  let qa: { id: string; email: string; token: string };
  let personalId: string;
  beforeAll(async () => {
    [acme, other] = await Promise.all([found('Members'), found('Elsewhere')]);
    const email = uniqueEmail('qa');
    await add(acme, email, 'qa');
    const { token } = await signUpVerified(t, email);
    qa = { id: claimsOf(token).sub, email, token };
    personalId = claimsOf((await signUpVerified(t)).token).sub;
  });

  it('lists the organisation’s members with their roles', async () => {
    for (const [who, url] of [
      [acme, '/api/enterprise/get_company_members/accepted'],
      [qa, '/api/enterprise/get_company_members/accepted'],
      [acme, '/api/v1/user/all'],
    ] as const) {
      const res = await t.request({ method: 'GET', url, headers: bearer(who.token) });
      expect(res.statusCode).toBe(200);
      const items = MemberList.parse(res.json()).items;
      expect(items.map((m) => [m.email, m.org_role]).sort()).toEqual(
        [
          [acme.email, 'admin'],
          [qa.email, 'qa'],
        ].sort(),
      );
    }
    const qaAll = await t.request({ method: 'GET', url: '/api/v1/user/all', headers: bearer(qa.token) });
    expect(qaAll.statusCode).toBe(403);
  });

  it('shows a member’s profile by id, and 404 for anyone outside the organisation', async () => {
    const res = await t.request({ method: 'GET', url: `/api/v1/user/profile/${qa.id}`, headers: bearer(acme.token) });
    expect(res.statusCode).toBe(200);
    expect(UserProfile.parse(res.json())).toMatchObject({ id: qa.id, email: qa.email, org_role: 'qa' });
    for (const id of [other.id, personalId, 'nonsense']) {
      const missing = await t.request({
        method: 'GET',
        url: `/api/v1/user/profile/${id}`,
        headers: bearer(acme.token),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(OrganisationMessages.memberNotFound);
    }
    const theirs = await t.request({
      method: 'GET',
      url: `/api/v1/user/profile/${qa.id}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lets an admin edit a member’s profile, and nobody else anyone’s but their own', async () => {
    const edit = (token: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/v1/user/profile', headers: bearer(token), payload });

    const byAdmin = await edit(acme.token, { user_id: qa.id, first_name: 'Grace', bio: 'Checks everything.' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      success: 'Profile updated successfully.',
      profile: { id: qa.id, first_name: 'Grace', bio: 'Checks everything.' },
    });

    const byQa = await edit(qa.token, { user_id: acme.id, first_name: 'Mallory' });
    expect(byQa.statusCode).toBe(403);
    expect(byQa.json().error).toBe(OrganisationMessages.notYourProfile);
    expect((await edit(acme.token, { user_id: other.id, first_name: 'X' })).statusCode).toBe(404);
    expect((await edit(acme.token, { user_id: personalId, first_name: 'X' })).statusCode).toBe(404);
    expect((await edit(acme.token, { user_id: qa.id })).statusCode).toBe(400);

    const own = await edit(qa.token, { user_id: qa.id, last_name: 'Hopper' });
    expect(own.json().profile).toMatchObject({ id: qa.id, last_name: 'Hopper' });
    const ownWithout = await edit(qa.token, { podcast_name: 'QA Hour' });
    expect(ownWithout.json().profile.podcast_name).toBe('QA Hour');
    const older = await t.request({
      method: 'POST',
      url: '/api/user/profile',
      headers: bearer(qa.token),
      payload: { company_name: 'Acme' },
    });
    expect(older.statusCode).toBe(200);
    expect(older.json().profile.company_name).toBe('Acme');
  });
});

describe('keeping an admin, and leaving', () => {
  it('refuses to remove or demote the last admin, until there is another', async () => {
    const acme = await found('Last Admin');
    const own = await entryOf(acme, acme.email);
    const removeSelf = await remove(acme, own!.id);
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json()).toEqual({ error: OrganisationMessages.lastAdmin, code: 'CONFLICT' });
    const demoteSelf = await change(acme, own!.id, acme.email, 'qa');
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error).toBe(OrganisationMessages.lastAdmin);
    const moveSelf = await change(acme, own!.id, uniqueEmail(), 'admin');
    expect(moveSelf.json().error).toBe(OrganisationMessages.joinedEmailFixed);

    const second = await signUpVerified(t, uniqueEmail('second-admin'));
    expect((await add(acme, second.email, 'admin')).json().joined).toBe(true);
    const demoted = await change(acme, own!.id, acme.email, 'qa');
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ role: 'qa', joined: true });
    // The role changed under the founder's token: it stops working, and the next sign-in says qa.
    expect((await profile(acme.token)).statusCode).toBe(401);
    expect(claimsOf((await signIn(acme.email)).json().token).org_role).toBe('qa');
  });

  it('a removed member leaves the organisation and their older sessions end', async () => {
    const acme = await found('Leavers');
    const email = uniqueEmail('leaver');
    const entry = ValidUser.parse((await add(acme, email, 'reviewer')).json());
    const { token } = await signUpVerified(t, email);
    expect(claimsOf(token).org_role).toBe('reviewer');
    expect((await remove(acme, entry.id)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    const again = await signIn(email);
    expect(again.json().user.org_role).toBeNull();
    expect(claimsOf(again.json().token).org_role).toBeNull();
    const members = await t.request({
      method: 'GET',
      url: '/api/v1/user/all',
      headers: bearer(acme.token),
    });
    expect(MemberList.parse(members.json()).items.map((m) => m.email)).toEqual([acme.email]);
  });
});
