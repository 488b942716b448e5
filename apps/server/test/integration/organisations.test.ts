import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import {
  InvitationList,
  InvitationMessages,
  MemberList,
  ORGANISATION_NAME_MAX,
  OrganisationMessages,
  UserProfile,
  ValidUser,
  ValidUserList,
} from '@scriptloom/contracts';
import {
  bearer,
  codeFrom,
  createTestApp,
  isConfirmationMail,
  signUpVerified,
  TEST_PASSWORD,
  uniqueEmail,
  waitForJobs,
  type TestApp,
} from '../support/test-app.js';
import { mailInvitation } from '../../src/services/organisations/invitations.js';
import { seedFile } from '../support/editor-seed.js';

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
const invitationsOf = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/user/invitations', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return InvitationList.parse(res.json()).items;
};
const answer = (token: string, id: string, how: 'accept' | 'decline') =>
  t.request({ method: 'POST', url: `/api/user/invitations/${id}/${how}`, headers: bearer(token) });
const reinvite = (who: { token: string }, id: string) =>
  t.request({ method: 'POST', url: `/api/login/valid-users/${id}/invite`, headers: bearer(who.token) });
const leave = (token: string) =>
  t.request({ method: 'POST', url: '/api/enterprise/organisation/leave', headers: bearer(token) });
const memberById = (admin: { token: string }, id: string) =>
  t.request({ method: 'GET', url: `/api/v1/user/profile/${id}`, headers: bearer(admin.token) });
const memberEmails = async (admin: { token: string }) =>
  MemberList.parse(
    (await t.request({ method: 'GET', url: '/api/v1/user/all', headers: bearer(admin.token) })).json(),
  ).items.map((m) => m.email);
/** The invitation's mail: once it is there, the job that decides about the account has run. */
const invitationMail = (email: string, after = '') =>
  t.waitForMail(email, (m) => m.subject.includes('invited you to join') && m.created_at > after);

async function entryOf(founder: Founder, email: string) {
  return ValidUserList.parse((await list(founder)).json()).items.find((i) => i.email === email);
}

/** A valid-users row written directly, with no mail: an address invited after its account was made. */
async function listDirectly(orgId: string, email: string, role: 'admin' | 'qa' | 'reviewer') {
  await t.runtime.database.db.insert(schema.validUsers).values({ org_id: orgId, email, role });
}

/** An existing, confirmed personal account, invited by `admin`; the invitation's mail has gone out. */
async function invitedAccount(admin: Founder, role: 'admin' | 'qa' | 'reviewer', label = 'invitee') {
  const account = await signUpVerified(t, uniqueEmail(label));
  const added = await add(admin, account.email, role);
  expect(added.statusCode).toBe(201);
  await invitationMail(account.email);
  const [invitation] = await invitationsOf(account.token);
  return { ...account, id: claimsOf(account.token).sub, entry: ValidUser.parse(added.json()), invitation: invitation! };
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
    // The founder is on the organisation's list, joined.
    expect(ValidUserList.parse((await list({ token: body.token })).json()).items).toEqual([
      expect.objectContaining({ email, role: 'admin', joined: true, status: 'joined' }),
    ]);
    const own = await t.request({ method: 'GET', url: '/api/enterprise/organisation', headers: bearer(body.token) });
    expect(own.json()).toEqual({ organisation: body.organisation, role: 'admin' });
  });

  it('keeps the founder’s own files personal: still in their own list, never among the workflows', async () => {
    const { email, token } = await signUpVerified(t, uniqueEmail('founder-files'));
    const fileId = await seedFile(t, email, null);
    const founded = await t.request({
      method: 'POST',
      url: '/api/enterprise/organisations',
      headers: bearer(token),
      payload: { name: 'Files Stay' },
    });
    const admin = founded.json().token as string;
    const mine = await t.request({ method: 'GET', url: '/api/v2/up/all', headers: bearer(admin) });
    expect(mine.json().items.map((i: { id: string }) => i.id)).toEqual([fileId]);
    const workflows = await t.request({ method: 'GET', url: '/api/enterprise/workflow', headers: bearer(admin) });
    expect(workflows.json().items).toEqual([]);
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

  it('is open to someone another organisation invited: the invitation stays open', async () => {
    const other = await found('Inviting First');
    const invited = await invitedAccount(other, 'qa', 'invited-founder');
    const res = await t.request({
      method: 'POST',
      url: '/api/enterprise/organisations',
      headers: bearer(invited.token),
      payload: { name: 'My Own' },
    });
    expect(res.statusCode).toBe(201);
    const admin = res.json().token as string;
    expect((await invitationsOf(admin)).map((i) => i.id)).toEqual([invited.invitation.id]);
    // To take it up, they would leave their own organisation first.
    const accepted = await answer(admin, invited.invitation.id, 'accept');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toEqual({ error: InvitationMessages.leaveFirst, code: 'ALREADY_IN_ORGANISATION' });
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

describe('renaming an organisation', () => {
  const rename = (who: { token: string }, name: unknown) =>
    t.request({ method: 'PUT', url: '/api/enterprise/organisation', headers: bearer(who.token), payload: { name } });
  const mine = async (who: { token: string }) =>
    (await t.request({ method: 'GET', url: '/api/enterprise/organisation', headers: bearer(who.token) })).json();

  it('lets the admin rename it, trimmed; the slug stays and members see the new name', async () => {
    const founder = await found('Acme Audio');
    const before = await mine(founder);
    const res = await rename(founder, '  Acme Podcasts  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      organisation: { id: founder.orgId, name: 'Acme Podcasts', slug: before.organisation.slug },
      success: 'The organisation is now called Acme Podcasts.',
    });
    const reviewer = await invitedAccount(founder, 'reviewer');
    expect((await answer(reviewer.token, reviewer.invitation.id, 'accept')).statusCode).toBe(200);
    const signedIn = (await signIn(reviewer.email)).json();
    expect((await mine(signedIn)).organisation.name).toBe('Acme Podcasts');
  });

  it('names the organisation by its new name in invitations sent afterwards', async () => {
    const founder = await found('Old Name Audio');
    expect((await rename(founder, 'New Name Audio')).statusCode).toBe(200);
    const email = uniqueEmail('after-rename');
    expect((await add(founder, email, 'qa')).statusCode).toBe(201);
    expect((await invitationMail(email)).subject).toContain('invited you to join New Name Audio on');
  });

  it('refuses an empty name, one over the limit and one with control characters; nothing changes', async () => {
    const founder = await found('Kept Name');
    const empty = await rename(founder, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].message).toBe('Give the organisation a name.');
    expect((await rename(founder, 'x'.repeat(ORGANISATION_NAME_MAX + 1))).statusCode).toBe(400);
    expect((await rename(founder, 'Bad\u0007Name')).statusCode).toBe(400);
    expect((await rename(founder, 42)).statusCode).toBe(400);
    expect((await mine(founder)).organisation.name).toBe('Kept Name');
  });

  it('is for admins only: QA and reviewers get 403, a personal account 403', async () => {
    const founder = await found('Admins Only');
    const qa = await invitedAccount(founder, 'qa', 'qa');
    const accepted = await answer(qa.token, qa.invitation.id, 'accept');
    expect((await rename(accepted.json(), 'Taken Over')).statusCode).toBe(403);
    expect((await rename(await signUpVerified(t), 'Mine')).statusCode).toBe(403);
    expect((await mine(founder)).organisation.name).toBe('Admins Only');
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
    expect(entry).toMatchObject({ email, role: 'qa', joined: false, status: 'invited' });

    const listed = ValidUserList.parse((await list(acme)).json()).items;
    expect(listed.map((i) => i.email)).toContain(email);

    const renamed = uniqueEmail('renamed');
    const changed = await change(acme, entry.id, renamed, 'reviewer');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: entry.id, email: renamed, role: 'reviewer', status: 'invited' });
    // The new address gets its own invitation.
    expect((await invitationMail(renamed)).text).toContain('as Reviewer');

    const removed = await remove(acme, entry.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().success).toBe(`${renamed} is no longer on the list.`);
    expect(ValidUserList.parse((await list(acme)).json()).items.map((i) => i.email)).not.toContain(renamed);
    expect((await remove(acme, entry.id)).statusCode).toBe(404);
  });

  it('refuses an address already on its own list; another organisation may invite it too', async () => {
    const email = uniqueEmail('twice');
    expect((await add(acme, email, 'qa')).statusCode).toBe(201);
    const again = await add(acme, email, 'reviewer');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This email is already on the list.', code: 'CONFLICT' });
    // Being invited elsewhere binds nobody: the person chooses.
    expect((await add(other, email, 'qa')).statusCode).toBe(201);
    // So is a member of another organisation, who would have to leave it to accept.
    const founderElsewhere = await add(acme, other.email, 'qa');
    expect(founderElsewhere.statusCode).toBe(201);
    expect(founderElsewhere.json()).toMatchObject({ status: 'invited', joined: false });

    const mine = await add(acme, uniqueEmail('mine'), 'qa');
    const clash = await change(acme, mine.json().id, email, 'qa');
    expect(clash.json()).toEqual({ error: 'This email is already on the list.', code: 'CONFLICT' });
  });

  it('answers the same whether the address has an account or not, and mails each what fits', async () => {
    const existing = await signUpVerified(t, uniqueEmail('has-account'));
    const fresh = uniqueEmail('no-account');
    const withAccount = await add(acme, existing.email, 'reviewer');
    const without = await add(acme, fresh, 'reviewer');
    expect([withAccount.statusCode, without.statusCode]).toEqual([201, 201]);
    const shape = (body: ValidUser) => ({ ...body, id: 'id', email: 'email', created_at: 'time' });
    expect(shape(withAccount.json())).toEqual(shape(without.json()));

    const toAccount = await invitationMail(existing.email);
    expect(toAccount.subject).toBe('Ada Lovelace invited you to join Acme on Scriptloom');
    expect(toAccount.text).toContain('Sign in to accept or decline');
    expect(toAccount.text).toContain('Nothing about your account changes unless you accept.');
    const toSignUp = await invitationMail(fresh);
    expect(toSignUp.subject).toBe('Ada Lovelace invited you to join Acme on Scriptloom');
    expect(toSignUp.text).toContain('create your account with this email address');
  });

  it('mails an invitation to the address it was made for only, once the address changed', async () => {
    const first = uniqueEmail('first-address');
    const entry = ValidUser.parse((await add(acme, first, 'qa')).json());
    const moved = uniqueEmail('moved-address');
    expect((await change(acme, entry.id, moved, 'qa')).statusCode).toBe(200);
    await invitationMail(moved);
    // The job queued for the first address, had it run only now: the entry invites another one.
    await mailInvitation(t.runtime.ctx, entry.id, first);
    await waitForJobs(t, 'organisation.send-invitation');
    await waitForJobs(t, 'mail.send');
    const mail = await t.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(moved)}` });
    expect(mail.json()).toHaveLength(1);
  });

  it('answers 404 for another organisation’s entries and for ids that are not ids', async () => {
    const theirs = ValidUser.parse((await add(other, uniqueEmail('theirs'), 'qa')).json());
    expect((await change(acme, theirs.id, uniqueEmail(), 'qa')).statusCode).toBe(404);
    expect((await remove(acme, theirs.id)).statusCode).toBe(404);
    expect((await reinvite(acme, theirs.id)).statusCode).toBe(404);
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

describe('an invitation to an existing account', () => {
  let acme: Founder;
  beforeAll(async () => {
    acme = await found('Inviters');
  });

  it('changes nothing about the account, and shows the admin nothing of it, until accepted', async () => {
    const invited = await invitedAccount(acme, 'qa', 'untouched');
    // Its sessions go on, as a personal account.
    const own = await profile(invited.token);
    expect(own.statusCode).toBe(200);
    expect(UserProfile.parse(own.json()).org_role).toBeNull();
    const signedIn = await signIn(invited.email);
    expect(signedIn.json().user.org_role).toBeNull();
    expect(claimsOf(signedIn.json().token).org_role).toBeNull();
    // The admin sees the invitation, not the account.
    expect((await entryOf(acme, invited.email))?.status).toBe('invited');
    const byId = await memberById(acme, invited.id);
    expect(byId.statusCode).toBe(404);
    expect(byId.json().error).toBe(OrganisationMessages.memberNotFound);
    const edit = await t.request({
      method: 'POST',
      url: '/api/v1/user/profile',
      headers: bearer(acme.token),
      payload: { user_id: invited.id, first_name: 'Mallory' },
    });
    expect(edit.statusCode).toBe(404);
    expect(await memberEmails(acme)).not.toContain(invited.email);
    // The person sees who invited them, where to and as what.
    expect(invited.invitation).toMatchObject({
      id: invited.entry.id,
      organisation: { id: acme.orgId, name: 'Inviters' },
      role: 'qa',
      invited_by: 'Ada Lovelace',
    });
  });

  it('accepting makes them a member with the listed role, and ends their older sessions', async () => {
    const invited = await invitedAccount(acme, 'reviewer', 'accepts');
    const res = await answer(invited.token, invited.invitation.id, 'accept');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe('You joined Inviters as Reviewer.');
    expect(body.organisation).toMatchObject({ id: acme.orgId, name: 'Inviters' });
    expect(body.user).toMatchObject({ id: invited.id, org_role: 'reviewer' });
    expect(claimsOf(body.token).org_role).toBe('reviewer');
    // The answer's token goes on; the ones from before stop.
    expect(UserProfile.parse((await profile(body.token)).json()).org_role).toBe('reviewer');
    expect((await profile(invited.token)).statusCode).toBe(401);
    expect((await entryOf(acme, invited.email))?.status).toBe('joined');
    expect((await memberById(acme, invited.id)).statusCode).toBe(200);
    expect(await memberEmails(acme)).toContain(invited.email);
    expect(await invitationsOf(body.token)).toEqual([]);
    expect((await answer(body.token, invited.invitation.id, 'accept')).statusCode).toBe(404);
  });

  it('declining changes nothing; the list says so, and the admin may invite again', async () => {
    const invited = await invitedAccount(acme, 'qa', 'declines');
    const res = await answer(invited.token, invited.invitation.id, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 'You declined the invitation to Inviters.' });
    expect(UserProfile.parse((await profile(invited.token)).json()).org_role).toBeNull();
    expect(await invitationsOf(invited.token)).toEqual([]);
    expect((await entryOf(acme, invited.email))?.status).toBe('declined');
    expect((await memberById(acme, invited.id)).statusCode).toBe(404);
    const late = await answer(invited.token, invited.invitation.id, 'accept');
    expect(late.statusCode).toBe(404);
    expect(late.json().error).toBe(InvitationMessages.notFound);
    // Signing in later does not join either.
    expect((await signIn(invited.email)).json().user.org_role).toBeNull();

    const first = await invitationMail(invited.email);
    const again = await reinvite(acme, invited.entry.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: invited.entry.id, status: 'invited' });
    expect((await invitationMail(invited.email, first.created_at)).text).toContain('Sign in to accept or decline');
    expect((await invitationsOf(invited.token)).map((i) => i.id)).toEqual([invited.entry.id]);
    const twice = await reinvite(acme, invited.entry.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(OrganisationMessages.alreadyInvited);
  });

  it('is not joined by signing in, with two-step sign-in or without', async () => {
    const plain = await signUpVerified(t, uniqueEmail('signin'));
    await listDirectly(acme.orgId, plain.email, 'reviewer');
    const res = await signIn(plain.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: claimsOf(plain.token).sub, org_role: null });
    expect(claimsOf(res.json().token).org_role).toBeNull();
    expect((await entryOf(acme, plain.email))?.status).toBe('invited');
    expect((await invitationsOf(res.json().token)).map((i) => i.organisation.name)).toEqual(['Inviters']);

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
    expect(verified.json().user.org_role).toBeNull();
    expect(claimsOf(verified.json().token).org_role).toBeNull();
  });

  it('is not joined by confirming an address whose account was made before the invitation', async () => {
    const email = uniqueEmail('older-unconfirmed');
    await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: TEST_PASSWORD, first_name: 'Una' },
    });
    const signedIn = (await signIn(email)).json().token as string;
    expect((await add(acme, email, 'qa')).statusCode).toBe(201);
    await invitationMail(email);
    // Unconfirmed, it sees no invitation and cannot answer one: it may not hold the mailbox.
    expect(await invitationsOf(signedIn)).toEqual([]);
    const entry = await entryOf(acme, email);
    const early = await answer(signedIn, entry!.id, 'accept');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ error: InvitationMessages.confirmFirst, code: 'EMAIL_NOT_VERIFIED' });

    const code = codeFrom(await t.waitForMail(email, isConfirmationMail));
    const confirmed = await t.request({ method: 'POST', url: '/api/signup/confirm-email', payload: { email, code } });
    expect(confirmed.json().user.org_role).toBeNull();
    expect((await invitationsOf(confirmed.json().token)).map((i) => i.id)).toEqual([entry!.id]);
  });

  it('can be answered by the invited account alone, and not once withdrawn or moved to another address', async () => {
    const invited = await invitedAccount(acme, 'qa', 'withdrawn');
    const stranger = await signUpVerified(t, uniqueEmail('stranger'));
    for (const how of ['accept', 'decline'] as const) {
      const res = await answer(stranger.token, invited.invitation.id, how);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: InvitationMessages.notFound, code: 'NOT_FOUND' });
    }
    expect((await answer(stranger.token, 'not-an-id', 'accept')).statusCode).toBe(404);

    expect((await change(acme, invited.entry.id, uniqueEmail('elsewhere'), 'qa')).statusCode).toBe(200);
    expect((await answer(invited.token, invited.invitation.id, 'accept')).statusCode).toBe(404);

    const second = await invitedAccount(acme, 'qa', 'withdrawn-2');
    expect((await remove(acme, second.entry.id)).statusCode).toBe(200);
    expect(await invitationsOf(second.token)).toEqual([]);
    expect((await answer(second.token, second.invitation.id, 'accept')).statusCode).toBe(404);
    expect(UserProfile.parse((await profile(second.token)).json()).org_role).toBeNull();
  });

  it('cannot be accepted by a member of another organisation, who must leave first', async () => {
    const elsewhere = await found('Elsewhere Inc');
    const added = await add(acme, elsewhere.email, 'reviewer');
    await invitationMail(elsewhere.email);
    const [invitation] = await invitationsOf(elsewhere.token);
    expect(invitation?.id).toBe(added.json().id);
    const res = await answer(elsewhere.token, invitation!.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: InvitationMessages.leaveFirst, code: 'ALREADY_IN_ORGANISATION' });
    expect((await entryOf(acme, elsewhere.email))?.status).toBe('invited');
  });
});

describe('joining by signing up with an invited address', () => {
  let acme: Founder;
  beforeAll(async () => {
    acme = await found('Joiners');
  });

  it('lands in the organisation with its role when the address is confirmed', async () => {
    const email = uniqueEmail('listed');
    await add(acme, email, 'reviewer');
    const { token } = await signUpVerified(t, email);
    expect(claimsOf(token).org_role).toBe('reviewer');
    expect(UserProfile.parse((await profile(token)).json()).org_role).toBe('reviewer');
    expect((await entryOf(acme, email))?.status).toBe('joined');
  });

  it('does not join before the address is confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    await add(acme, email, 'qa');
    await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: TEST_PASSWORD, first_name: 'Una' },
    });
    const early = await signIn(email);
    expect(early.json().user.org_role).toBeNull();
    expect((await entryOf(acme, email))?.status).toBe('invited');
    const code = codeFrom(await t.waitForMail(email, isConfirmationMail));
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/signup/confirm-email',
      payload: { email, code },
    });
    expect(confirmed.json().user.org_role).toBe('qa');
    expect(claimsOf(confirmed.json().token).org_role).toBe('qa');
  });

  it('joins neither when two organisations invited the address: the person chooses', async () => {
    const second = await found('Second Choice');
    const email = uniqueEmail('two-invitations');
    await add(acme, email, 'qa');
    await add(second, email, 'reviewer');
    const { token } = await signUpVerified(t, email);
    expect(claimsOf(token).org_role).toBeNull();
    const open = await invitationsOf(token);
    expect(open.map((i) => i.organisation.name).sort()).toEqual(['Joiners', 'Second Choice']);
    const chosen = await answer(token, open.find((i) => i.organisation.name === 'Second Choice')!.id, 'accept');
    expect(chosen.json().user.org_role).toBe('reviewer');
  });
});

describe('members', () => {
  let acme: Founder;
  let other: Founder;
  let qa: { id: string; email: string; token: string };
  let reviewer: { id: string; email: string; token: string };
  let personalId: string;
  let personalToken: string;
  beforeAll(async () => {
    [acme, other] = await Promise.all([found('Members'), found('Elsewhere')]);
    const email = uniqueEmail('qa');
    await add(acme, email, 'qa');
    const { token } = await signUpVerified(t, email);
    qa = { id: claimsOf(token).sub, email, token };
    const reviewerEmail = uniqueEmail('reviewer');
    await add(acme, reviewerEmail, 'reviewer');
    const joined = await signUpVerified(t, reviewerEmail);
    reviewer = { id: claimsOf(joined.token).sub, email: reviewerEmail, token: joined.token };
    personalToken = (await signUpVerified(t)).token;
    personalId = claimsOf(personalToken).sub;
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
          [reviewer.email, 'reviewer'],
        ].sort(),
      );
    }
    const qaAll = await t.request({ method: 'GET', url: '/api/v1/user/all', headers: bearer(qa.token) });
    expect(qaAll.statusCode).toBe(403);
  });

  it('shows a member’s profile by id, and 404 for anyone outside the organisation', async () => {
    const res = await memberById(acme, qa.id);
    expect(res.statusCode).toBe(200);
    expect(UserProfile.parse(res.json())).toMatchObject({ id: qa.id, email: qa.email, org_role: 'qa' });
    for (const id of [other.id, personalId, 'nonsense']) {
      const missing = await memberById(acme, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(OrganisationMessages.memberNotFound);
    }
    expect((await memberById(other, qa.id)).statusCode).toBe(404);
    // Only admins read another member's profile: QA and reviewers are refused whoever it is.
    for (const who of [qa, reviewer]) {
      for (const id of [acme.id, other.id]) expect((await memberById(who, id)).statusCode).toBe(403);
    }
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

    const byReviewer = await edit(reviewer.token, { user_id: qa.id, first_name: 'Mallory' });
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().error).toBe(OrganisationMessages.notYourProfile);
    // The refused edits changed nobody: the people they named keep the names they signed up with
    // (signUpVerified's), and the member the admin edited keeps the admin's.
    expect((await memberById(acme, qa.id)).json().first_name).toBe('Grace');
    for (const token of [acme.token, other.token, personalToken]) {
      expect((await profile(token)).json().first_name).toBe('Ada');
    }

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
    expect((await reinvite(acme, own!.id)).json().error).toBe(OrganisationMessages.alreadyJoined);

    // A second admin counts once they accept, not when they are invited.
    const second = await invitedAccount(acme, 'admin', 'second-admin');
    expect((await change(acme, own!.id, acme.email, 'qa')).statusCode).toBe(409);
    expect((await answer(second.token, second.invitation.id, 'accept')).statusCode).toBe(200);
    const demoted = await change(acme, own!.id, acme.email, 'qa');
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ role: 'qa', joined: true, status: 'joined' });
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
    expect(await memberEmails(acme)).toEqual([acme.email]);
  });

  it('a member may leave: personal again, older sessions ended, own files kept; the list says Left', async () => {
    const acme = await found('Left Behind');
    const member = await invitedAccount(acme, 'qa', 'quits');
    const fileId = await seedFile(t, member.email, null);
    const joined = (await answer(member.token, member.invitation.id, 'accept')).json().token as string;
    const mine = await t.request({ method: 'GET', url: '/api/v2/up/all', headers: bearer(joined) });
    expect(mine.json().items.map((i: { id: string }) => i.id)).toEqual([fileId]);

    const res = await leave(joined);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(OrganisationMessages.left('Left Behind'));
    expect(body.user).toMatchObject({ id: member.id, org_role: null });
    expect(claimsOf(body.token).org_role).toBeNull();
    expect((await profile(joined)).statusCode).toBe(401);
    expect(UserProfile.parse((await profile(body.token)).json()).org_role).toBeNull();
    const after = await t.request({ method: 'GET', url: '/api/v2/up/all', headers: bearer(body.token) });
    expect(after.json().items.map((i: { id: string }) => i.id)).toEqual([fileId]);

    expect(await memberEmails(acme)).toEqual([acme.email]);
    expect((await memberById(acme, member.id)).statusCode).toBe(404);
    expect((await entryOf(acme, member.email))?.status).toBe('left');
    // Signing in again does not bring them back; the admin may invite them again.
    expect((await signIn(member.email)).json().user.org_role).toBeNull();
    expect((await reinvite(acme, member.entry.id)).json().status).toBe('invited');
  });

  it('the last admin may not leave, until there is another', async () => {
    const acme = await found('Sole Admin');
    const res = await leave(acme.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: OrganisationMessages.lastAdmin, code: 'CONFLICT' });
    expect(UserProfile.parse((await profile(acme.token)).json()).org_role).toBe('admin');

    const second = await invitedAccount(acme, 'admin', 'next-admin');
    await answer(second.token, second.invitation.id, 'accept');
    expect((await leave(acme.token)).statusCode).toBe(200);
  });

  it('a personal account has no organisation to leave', async () => {
    const { token } = await signUpVerified(t);
    expect((await leave(token)).statusCode).toBe(403);
  });
});
