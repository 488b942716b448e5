import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { insertOrganisation, type Persona } from '../enterprise.js';
import { uniqueEmail } from '../test-app.js';
import { actor, get, json, type CaseInput, type PreparedRequest, type RequestSpec, type World } from './spec.js';

let leaveDay = 0;
/** A pending leave request of `p`, on days no other request of the test uses. */
async function pendingLeave(w: World, p: Persona): Promise<string> {
  const day = new Date(Date.UTC(2031, 0, 1) + 2 * leaveDay++ * 86_400_000).toISOString().slice(0, 10);
  const [row] = await w.t.runtime.database.db
    .insert(schema.leaveRequests)
    .values({ org_id: p.orgId!, user_id: p.id, leave_type: 'vacation', start_date: day, end_date: day })
    .returning({ id: schema.leaveRequests.id });
  return row!.id;
}

/** A dispute of the reviewer's about the scored workflow, open or already answered. */
async function reviewersDispute(w: World, answered: boolean): Promise<string> {
  const [row] = await w.t.runtime.database.db
    .insert(schema.disputes)
    .values({
      org_id: w.orgId,
      user_id: w.cast.reviewer.id,
      file_id: w.scoredWorkflowId,
      workflow_title: 'Scored episode',
      kind: 'score',
      message: 'The score missed my fixes.',
      ...(answered && {
        status: 'resolved' as const,
        reply: 'We looked again.',
        resolved_by: w.cast.admin.id,
        resolved_at: new Date(),
      }),
    })
    .returning({ id: schema.disputes.id });
  return row!.id;
}

async function firstOrganisationEntry(w: World): Promise<string> {
  const [row] = await w.t.runtime.database.db
    .insert(schema.validUsers)
    .values({ org_id: w.orgId, email: uniqueEmail('listed'), role: 'reviewer' })
    .returning({ id: schema.validUsers.id });
  return row!.id;
}

/** An entry of the first organisation's list that `status` describes. */
async function firstOrganisationEntryThat(w: World, status: 'declined'): Promise<string> {
  const [row] = await w.t.runtime.database.db
    .insert(schema.validUsers)
    .values({ org_id: w.orgId, email: uniqueEmail('declined'), role: 'reviewer', status })
    .returning({ id: schema.validUsers.id });
  return row!.id;
}

/**
 * An open invitation to `p`'s address from an organisation of its own (one organisation lists an
 * address once, and cases run side by side), which goes after the case with its list.
 */
async function invitationTo(w: World, p: Persona): Promise<{ id: string; orgId: string }> {
  const orgId = await insertOrganisation(w.t, 'Inviting Agency');
  const [row] = await w.t.runtime.database.db
    .insert(schema.validUsers)
    .values({ org_id: orgId, email: p.email, role: 'reviewer', invited_by: null })
    .returning({ id: schema.validUsers.id });
  return { id: row!.id, orgId };
}

/** Answers an invitation; the inviting organisation goes after, and the account is put back when it joined. */
const answerInvitation =
  (answer: 'accept' | 'decline', whose: 'own' | 'another') =>
  async (input: CaseInput): Promise<PreparedRequest> => {
    const { w, caller } = input;
    const invited = whose === 'own' ? actor(input) : caller === 'other' ? w.cast.owner : w.cast.other;
    const { id, orgId } = await invitationTo(w, invited);
    return {
      ...json('POST', `/api/user/invitations/${id}/${answer}`),
      after: async () => {
        await w.t.runtime.database.db.delete(schema.organisations).where(eq(schema.organisations.id, orgId));
        if (answer === 'accept') await w.restoreAccounts();
      },
    };
  };

/** Requests of organisations and their people: the list, invitations, leaving, leave, auto-assign, hiring scores, disputes. */
export const PEOPLE_REQUESTS: Record<string, RequestSpec> = {
  // Organisations and people
  'POST /api/enterprise/organisations': {
    serial: true,
    build: ({ w }) => ({
      ...json('POST', '/api/enterprise/organisations', { name: 'Matrix Studio' }),
      after: async (res) => {
        // The founder goes back to being a personal user, and the organisation (with its list) goes.
        if (res.statusCode < 300) {
          const { organisation } = res.json() as { organisation: { id: string } };
          await w.t.runtime.database.db
            .delete(schema.organisations)
            .where(eq(schema.organisations.id, organisation.id));
        }
        await w.restoreAccounts();
      },
    }),
  },
  'GET /api/login/valid-users': { build: () => get('/api/login/valid-users') },
  'POST /api/login/valid-users': {
    build: () => json('POST', '/api/login/valid-users', { email: uniqueEmail('invited'), role: 'reviewer' }),
  },
  'PUT /api/login/valid-users/{id} (an entry of the first organisation)': {
    build: async ({ w }) =>
      json('PUT', `/api/login/valid-users/${await firstOrganisationEntry(w)}`, {
        email: uniqueEmail('moved'),
        role: 'qa',
      }),
  },
  'DELETE /api/login/valid-users/{id} (an entry of the first organisation)': {
    build: async ({ w }) => json('DELETE', `/api/login/valid-users/${await firstOrganisationEntry(w)}`),
  },
  'POST /api/login/valid-users/{id}/invite (a declined entry of the first organisation)': {
    build: async ({ w }) =>
      json('POST', `/api/login/valid-users/${await firstOrganisationEntryThat(w, 'declined')}/invite`),
  },
  'GET /api/enterprise/organisation': { build: () => get('/api/enterprise/organisation') },
  'PUT /api/enterprise/organisation': {
    build: () => json('PUT', '/api/enterprise/organisation', { name: 'Renamed by the matrix' }),
  },
  'POST /api/enterprise/organisation/leave': {
    serial: true,
    build: ({ w }) => ({ ...json('POST', '/api/enterprise/organisation/leave'), after: () => w.restoreAccounts() }),
  },
  'GET /api/user/invitations': { build: () => get('/api/user/invitations') },
  'POST /api/user/invitations/{id}/accept (own open invitation)': {
    serial: true,
    build: answerInvitation('accept', 'own'),
  },
  "POST /api/user/invitations/{id}/accept (another account's invitation)": {
    serial: true,
    build: answerInvitation('accept', 'another'),
  },
  'POST /api/user/invitations/{id}/decline (own open invitation)': { build: answerInvitation('decline', 'own') },
  "POST /api/user/invitations/{id}/decline (another account's invitation)": {
    build: answerInvitation('decline', 'another'),
  },
  'GET /api/enterprise/get_company_members/accepted': {
    build: () => get('/api/enterprise/get_company_members/accepted'),
  },
  'GET /api/v1/user/all': { build: () => get('/api/v1/user/all') },
  'GET /api/v1/user/profile/{id} (the reviewer)': {
    build: ({ w }) => get(`/api/v1/user/profile/${w.cast.reviewer.id}`),
  },

  // Leave, auto-assign, hiring scores and disputes
  'GET /api/leave': { build: () => get('/api/leave') },
  'POST /api/leave/apply': {
    build: () =>
      json('POST', '/api/leave/apply', { leave_type: 'vacation', start_date: '2033-03-01', end_date: '2033-03-02' }),
  },
  "PUT /api/leave/{id}/approve (the reviewer's pending request)": {
    build: async ({ w }) => json('PUT', `/api/leave/${await pendingLeave(w, w.cast.reviewer)}/approve`, {}),
  },
  "PUT /api/leave/{id}/reject (the reviewer's pending request)": {
    build: async ({ w }) => json('PUT', `/api/leave/${await pendingLeave(w, w.cast.reviewer)}/reject`, {}),
  },
  'DELETE /api/leave/{id} (own pending request)': {
    // A personal user can have no leave: they are asked about the reviewer's (the role table refuses them first).
    build: async (input) => {
      const p = input.who?.orgId ? input.who : input.w.cast.reviewer;
      return json('DELETE', `/api/leave/${await pendingLeave(input.w, p)}`);
    },
  },
  "DELETE /api/leave/{id} (the reviewer's pending request)": {
    build: async ({ w }) => json('DELETE', `/api/leave/${await pendingLeave(w, w.cast.reviewer)}`),
  },
  'GET /api/admin/trigger-auto-assign': { build: () => get('/api/admin/trigger-auto-assign?type=FIRST_REVIEW') },
  'GET /api/admin/auto-assign': { build: () => get('/api/admin/auto-assign') },
  'PUT /api/admin/auto-assign': { build: () => json('PUT', '/api/admin/auto-assign', { scheduled: false }) },
  'POST /api/enterprise/hiring/score/recalculate': {
    build: ({ w }) => json('POST', '/api/enterprise/hiring/score/recalculate', { ids: [w.recalculatedWorkflowId] }),
  },
  'GET /api/enterprise/hiring/scores': { build: () => get('/api/enterprise/hiring/scores') },
  "GET /api/enterprise/hiring/score/{id}/workflow/{workflowId} (the reviewer's score)": {
    build: ({ w }) => get(`/api/enterprise/hiring/score/${w.cast.reviewer.id}/workflow/${w.scoredWorkflowId}`),
  },
  'GET /api/enterprise/hiring/score/{id} (the reviewer)': {
    build: ({ w }) => get(`/api/enterprise/hiring/score/${w.cast.reviewer.id}`),
  },
  'POST /api/enterprise/hiring/score/{id}/qa_notes (the reviewer)': {
    build: ({ w }) =>
      json('POST', `/api/enterprise/hiring/score/${w.cast.reviewer.id}/qa_notes`, { notes: 'Careful with names.' }),
  },
  'POST /api/user/dispute': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('POST', '/api/user/dispute', { workflow_id: subject.id, kind: 'correction', message: 'QA changed my fix.' }),
  },
  'GET /api/user/dispute': { build: () => get('/api/user/dispute') },
  "POST /api/user/dispute/seen (the reviewer's answered dispute)": {
    build: async ({ w }) => json('POST', '/api/user/dispute/seen', { ids: [await reviewersDispute(w, true)] }),
  },
  'GET /api/enterprise/disputes': { build: () => get('/api/enterprise/disputes?status=open') },
  "POST /api/enterprise/disputes/{id}/resolve (the reviewer's open dispute)": {
    build: async ({ w }) =>
      json('POST', `/api/enterprise/disputes/${await reviewersDispute(w, false)}/resolve`, {
        reply: 'We looked again.',
      }),
  },
};
