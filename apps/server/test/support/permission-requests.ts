import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEFAULT_DOWNLOAD, type WorkflowStatus } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { testWebhookSecret } from '../../src/payments/create-processor.js';
import { insertOrganisation, type Persona } from './enterprise.js';
import { multipart, toneMp3 } from './media-files.js';
import type { Caller } from './permission-matrix.js';
import {
  COMMENT_ID,
  DOC_VERSION,
  PARAGRAPH_ID,
  SUBJECT_DOC,
  UNUSED_SPEAKER,
  type Cast,
  type Extra,
  type MailedInputs,
  type SubjectIds,
} from './permission-world.js';
import { bearer, TEST_PASSWORD, uniqueEmail, type TestApp } from './test-app.js';

/**
 * How the permission matrix test makes each row's request: a VALID one, with real ids and bodies,
 * so that it can succeed (docs/product.md#permission-matrix). Keyed like the table's rows
 * (`rowKey`). Nothing here knows what the answer should be: that is the table's alone.
 */

export interface World {
  t: TestApp;
  cast: Cast;
  orgId: string;
  /** Codes and links that come by mail (see `waitsForMail`). */
  mailed: Promise<MailedInputs>;
  /** An account without two-step sign-in, for the sign-in and reset-link rows. */
  account: { email: string; password: string };
  /** A background of the catalogue (not the default one, so choosing it changes something). */
  background: string;
  /** Signed links made once: an invoice's PDF, a bulk download's zip, a workflow's upload. */
  invoiceUrl: string;
  zipUrl: string;
  objectUrl: string;
  /** A workflow with a score of the reviewer's, and one whose scores are calculated again. */
  scoredWorkflowId: string;
  recalculatedWorkflowId: string;
  /** Puts the cast's accounts back as they were (password, two-step, organisation). */
  restoreAccounts(): Promise<void>;
}

export interface CaseInput {
  w: World;
  caller: Caller;
  /** The caller's persona; none without a token. */
  who: Persona | undefined;
}
export interface FileCaseInput extends CaseInput {
  /** The personal file or workflow the request is about. */
  subject: SubjectIds;
}

export interface PreparedRequest {
  method: InjectOptions['method'];
  url: string;
  /** An object is sent as JSON. */
  payload?: unknown;
  headers?: Record<string, string>;
  /** On a bulk route: whether the answer left the subject out (`skipped`). */
  skipped?(body: unknown): boolean;
  /** Undoes what the request changed beyond its subject; runs whatever the answer. */
  after?(res: LightMyRequestResponse): Promise<void>;
}

interface SpecBase {
  /** Its input comes by mail: its cases run last, while the mail is on its way. */
  waitsForMail?: boolean;
  /**
   * Runs alone, not beside other cases: it changes the cast's accounts for a moment (a password,
   * an organisation), or several at once would be refused for their number (sign-ins, cards).
   */
  serial?: boolean;
}
/** A row without a subject. */
export interface PlainSpec extends SpecBase {
  subject?: undefined;
  build(input: CaseInput): Promise<PreparedRequest> | PreparedRequest;
}
/** A row tried on the personal file and on the workflows (`file` in the table). */
export interface FileSpec extends SpecBase {
  subject: 'file';
  /** The request changes or deletes its subject: each call is given a fresh one. */
  writes?: boolean;
  /** What a fresh subject needs besides its file and transcript (shared ones have everything). */
  needs?: readonly Extra[];
  build(input: FileCaseInput): Promise<PreparedRequest> | PreparedRequest;
}
export type RequestSpec = PlainSpec | FileSpec;

const get = (url: string): PreparedRequest => ({ method: 'GET', url });
const json = (method: InjectOptions['method'], url: string, payload?: unknown): PreparedRequest => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload }),
});
/** The persona a preparation acts as: the caller, or the owner for a request without a token. */
const actor = ({ w, who }: CaseInput) => who ?? w.cast.owner;

const inBulk = (id: string) => (body: unknown) =>
  ((body as { skipped?: { id: string }[] }).skipped ?? []).some((s) => s.id === id);

async function deleteFiles(t: TestApp, ids: string[]) {
  // The pipeline job of an upload finds its file gone and stops: no recognition runs for this test.
  if (ids.length) await t.runtime.database.db.delete(schema.files).where(inArray(schema.files.id, ids));
}
const deleteCreated =
  (w: World) =>
  async (res: LightMyRequestResponse): Promise<void> => {
    if (res.statusCode < 300) await deleteFiles(w.t, [(res.json() as { id: string }).id]);
  };

const audio = () => toneMp3(1);

/** A file PUT to a signed upload link the persona asked for; answers the key to transcribe. */
async function signedUpload(w: World, p: Persona, route: string): Promise<string> {
  const link = await w.t.request({ method: 'GET', url: `${route}?file_name=episode.mp3`, headers: bearer(p.token) });
  if (link.statusCode !== 200) throw new Error(`no upload link: ${link.body}`);
  const { url, key } = link.json() as { url: string; key: string };
  const put = await w.t.request({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/octet-stream' },
    payload: fs.readFileSync(audio()),
  });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return key;
}

/** A card the persona adds through the API; answers its id. */
async function cardOf(w: World, p: Persona): Promise<string> {
  const db = w.t.runtime.database.db;
  const before = new Set(
    (await db.select({ id: schema.cards.id }).from(schema.cards).where(eq(schema.cards.user_id, p.id))).map(
      (c) => c.id,
    ),
  );
  const res = await w.t.request({
    method: 'POST',
    url: '/api/payment/cards',
    headers: bearer(p.token),
    payload: { token_id: 'tok_visa' },
  });
  const added = (res.json() as { cards?: { id: string }[] }).cards?.find((c) => !before.has(c.id));
  if (!added) throw new Error(`no card added: ${res.body}`);
  return added.id;
}

/** Another account's card: the other personal user's, or the owner's when that is the caller. */
const strangersCard = (input: CaseInput) =>
  cardOf(input.w, input.caller === 'other' ? input.w.cast.owner : input.w.cast.other);

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

/** The subject's transcript in the compact form of the enterprise save, with one word changed. */
const compactSave = () => ({
  version: DOC_VERSION,
  tr: SUBJECT_DOC.snippets.map((s, i) => ({
    id: s.id.slice(0, 8),
    sp: s.speaker,
    st: s.start,
    e: s.end,
    w: s.words.map((word, j) => ({
      t: i === 0 && j === 0 ? 'Hello' : word.text,
      st: word.start,
      e: word.end,
      c: word.confidence,
      d: word.is_removed,
    })),
  })),
});

const statusMove = (to: WorkflowStatus): FileSpec => ({
  subject: 'file',
  writes: true,
  build: ({ subject }) =>
    json('POST', `/api/enterprise/workflow/${subject.id}/workflow_status`, { workflow_status: to }),
});
const bulkMove = (to: WorkflowStatus): FileSpec => ({
  subject: 'file',
  writes: true,
  build: ({ subject }) => ({
    ...json('POST', '/api/enterprise/workflows/update_status', { workflow_ids: [subject.id], workflow_status: to }),
    skipped: inBulk(subject.id),
  }),
});

const comment = (id: string) => `/api/enterprise/comments/${id}/transcript/${PARAGRAPH_ID}`;

export const REQUESTS: Record<string, RequestSpec> = {
  // Accounts and the system
  'GET /api/health': { build: () => get('/api/health') },
  'GET /api/dev/mailbox': { build: ({ w }) => get(`/api/dev/mailbox?to=${encodeURIComponent(w.account.email)}`) },
  'GET /api/metrics': { build: () => get('/api/metrics') },
  'POST /api/v1/signup': {
    build: () =>
      json('POST', '/api/v1/signup', { email: uniqueEmail('matrix'), password: TEST_PASSWORD, first_name: 'Sam' }),
  },
  'POST /api/signup/confirm-email': {
    waitsForMail: true,
    build: async ({ w, caller }) => json('POST', '/api/signup/confirm-email', (await w.mailed).confirm[caller]),
  },
  'POST /api/signup/resend-verification-email': {
    build: () => json('POST', '/api/signup/resend-verification-email', { email: uniqueEmail('matrix-unconfirmed') }),
  },
  'POST /api/v1/login': {
    serial: true,
    build: ({ w }) => json('POST', '/api/v1/login', w.account),
  },
  'POST /api/v1/login/verify': {
    waitsForMail: true,
    build: async ({ w, caller }) => json('POST', '/api/v1/login/verify', (await w.mailed).verify[caller]),
  },
  'POST /api/login/reset-password-link': {
    build: ({ w }) => json('POST', '/api/login/reset-password-link', { email: w.account.email }),
  },
  'POST /api/login/confirm-reset-password': {
    waitsForMail: true,
    build: async ({ w, caller }) =>
      json('POST', '/api/login/confirm-reset-password', {
        token: (await w.mailed).reset[caller].token,
        password: 'a newer tram of 1988 hums',
      }),
  },
  'GET /api/v1/user/profile': { build: () => get('/api/v1/user/profile') },
  'POST /api/v1/user/profile (own)': {
    build: () => json('POST', '/api/v1/user/profile', { bio: 'Edited by the permission matrix.' }),
  },
  "POST /api/v1/user/profile (the reviewer's)": {
    build: ({ w }) =>
      json('POST', '/api/v1/user/profile', { user_id: w.cast.reviewer.id, bio: 'Edited by the permission matrix.' }),
  },
  'POST /api/user/profile': {
    build: () => json('POST', '/api/user/profile', { bio: 'Edited by the permission matrix.' }),
  },
  'POST /api/user/password': {
    serial: true,
    build: (input) => ({
      ...json('POST', '/api/user/password', {
        current_password: actor(input).password,
        new_password: 'another tram of 1989 hums',
      }),
      after: () => input.w.restoreAccounts(),
    }),
  },
  'GET /api/user/email-verification': { build: () => get('/api/user/email-verification') },
  'POST /api/user/two-step': {
    serial: true,
    build: ({ w }) => ({ ...json('POST', '/api/user/two-step', { enabled: true }), after: () => w.restoreAccounts() }),
  },

  // Uploads and the dashboard
  'POST /api/v1/up/save': {
    build: ({ w }) => {
      const body = multipart({ path: audio() }, { title: 'Matrix upload' });
      return { method: 'POST', url: '/api/v1/up/save', ...body, after: deleteCreated(w) };
    },
  },
  'GET /api/video_transcription/upload_url': {
    build: () => get('/api/video_transcription/upload_url?file_name=episode.mp4'),
  },
  'POST /api/video_transcription/transcribe-user-video': {
    build: async (input) => ({
      ...json('POST', '/api/video_transcription/transcribe-user-video', {
        key: await signedUpload(input.w, actor(input), '/api/video_transcription/upload_url'),
        title: 'Matrix upload',
      }),
      after: deleteCreated(input.w),
    }),
  },
  'GET /api/s2t/upload_url': { build: () => get('/api/s2t/upload_url?file_name=episode.mp3') },
  'POST /api/v1/s2t/transcribe-user-audio': {
    build: async (input) => ({
      ...json('POST', '/api/v1/s2t/transcribe-user-audio', {
        key: await signedUpload(input.w, actor(input), '/api/s2t/upload_url'),
        title: 'Matrix upload',
      }),
      after: deleteCreated(input.w),
    }),
  },
  'GET /api/v2/up/all': { build: () => get('/api/v2/up/all') },
  'GET /api/up/unprocessed': { build: () => get('/api/up/unprocessed') },
  'GET /api/up/limits': { build: () => get('/api/up/limits') },
  'GET /api/up/status/{id}': { subject: 'file', build: ({ subject }) => get(`/api/up/status/${subject.id}`) },
  'GET /api/up/details/{id}': { subject: 'file', build: ({ subject }) => get(`/api/up/details/${subject.id}`) },
  'GET /api/up/delete/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => get(`/api/up/delete/${subject.id}`),
  },
  'PUT /api/v1/up/rename/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('PUT', `/api/v1/up/rename/${subject.id}`, { new_title: 'Renamed episode' }),
  },
  'GET /api/v1/up/download/{id}': { subject: 'file', build: ({ subject }) => get(`/api/v1/up/download/${subject.id}`) },

  // The editor
  'PUT /api/up/transcript/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/up/transcript/${subject.id}`, {
        version: DOC_VERSION,
        index: 0,
        text: 'hello and welcome to our show',
      }),
  },
  'POST /api/up/transcript/replace/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('POST', `/api/up/transcript/replace/${subject.id}`, {
        version: DOC_VERSION,
        find: 'news',
        replace: 'headlines',
      }),
  },
  'PUT /api/up/speaker/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('PUT', `/api/up/speaker/${subject.id}`, { version: DOC_VERSION, speaker: 'Cy' }),
  },
  'DELETE /api/up/speaker/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('DELETE', `/api/up/speaker/${subject.id}`, { version: DOC_VERSION, speaker: UNUSED_SPEAKER }),
  },
  'POST /api/up/update-speaker/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('POST', `/api/up/update-speaker/${subject.id}`, {
        version: DOC_VERSION,
        current_speaker: 'Ann',
        new_speaker: 'Anne',
        replace_all: true,
      }),
  },
  'PUT /api/up/processed_data/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/up/processed_data/${subject.id}`, { version: DOC_VERSION, summary: 'A new summary.' }),
  },
  'POST /api/enterprise/comments/{doc}/transcript/{item}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('POST', comment(subject.id), {
        version: DOC_VERSION,
        highlighted_text: 'welcome',
        start_pos: 10,
        end_pos: 17,
        comment: 'A warm start.',
      }),
  },
  'PUT /api/enterprise/comments/{doc}/transcript/{item}/comment/{commentId}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `${comment(subject.id)}/comment/${COMMENT_ID}`, {
        version: DOC_VERSION,
        comment: 'Check this greeting again.',
      }),
  },
  'DELETE /api/enterprise/comments/{doc}/transcript/{item}/comment/{commentId}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('DELETE', `${comment(subject.id)}/comment/${COMMENT_ID}?version=${DOC_VERSION}`),
  },
  'POST /api/up/complete/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/up/complete/${subject.id}`),
  },
  'GET /api/v1/up/versions/{id}': { subject: 'file', build: ({ subject }) => get(`/api/v1/up/versions/${subject.id}`) },
  'GET /api/v1/up/versions/{id}/{versionId}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/v1/up/versions/${subject.id}/${subject.versionId}`),
  },
  'POST /api/v1/up/versions/{id}/{versionId}/restore': {
    subject: 'file',
    writes: true,
    needs: ['version'],
    build: ({ subject }) =>
      json('POST', `/api/v1/up/versions/${subject.id}/${subject.versionId}/restore`, { version: DOC_VERSION }),
  },

  // Insights, articles and audiograms
  'GET /api/up/insights/{id}': { subject: 'file', build: ({ subject }) => get(`/api/up/insights/${subject.id}`) },
  'POST /api/up/insights/{id}/regenerate': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/up/insights/${subject.id}/regenerate`, { kinds: ['keywords'] }),
  },
  'PUT /api/v1/up/processed_data/{id}/{type} (show_notes)': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/v1/up/processed_data/${subject.id}/show_notes`, { content: 'New show notes.' }),
  },
  'POST /api/article/generate/{id}': {
    serial: true,
    subject: 'file',
    writes: true,
    // Only a few articles of one person are written at once (429 beyond): one at a time, each
    // subject (with its queued article) gone before the next request (see the test's check).
    build: ({ subject }) =>
      json('POST', `/api/article/generate/${subject.id}`, { type: 'recap', format: 'plain', tone: 'neutral' }),
  },
  "GET /api/article/status/{id} (the subject's article)": {
    subject: 'file',
    build: ({ subject }) => get(`/api/article/status/${subject.articleId}`),
  },
  "GET /api/article/article/{id} (the subject's article)": {
    subject: 'file',
    build: ({ subject }) => get(`/api/article/article/${subject.articleId}`),
  },
  'GET /api/article/{id}': { subject: 'file', build: ({ subject }) => get(`/api/article/${subject.id}`) },
  'GET /api/audiogram/backgrounds/{id}/preview.png': {
    build: ({ w }) => get(`/api/audiogram/backgrounds/${w.background}/preview.png`),
  },
  'GET /api/audiogram/backgrounds': { build: () => get('/api/audiogram/backgrounds') },
  'POST /api/audiogram/update-background/{docId}/{backgroundId}': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) => json('POST', `/api/audiogram/update-background/${subject.id}/${w.background}`),
  },
  'POST /api/v1/audiogram/from-quotes/{id}': {
    subject: 'file',
    writes: true,
    needs: ['media'],
    build: ({ subject }) => json('POST', `/api/v1/audiogram/from-quotes/${subject.id}`, { quotes: [0] }),
  },
  'GET /api/v1/audiogram/{id}': { subject: 'file', build: ({ subject }) => get(`/api/v1/audiogram/${subject.id}`) },
  'POST /api/v1/audiogram/{id}/{clipId}/retry': {
    subject: 'file',
    writes: true,
    needs: ['media', 'clip'],
    build: ({ subject }) => json('POST', `/api/v1/audiogram/${subject.id}/${subject.clipId}/retry`),
  },
  'DELETE /api/v1/audiogram/{id}/{clipId}': {
    subject: 'file',
    writes: true,
    needs: ['clip'],
    build: ({ subject }) => json('DELETE', `/api/v1/audiogram/${subject.id}/${subject.clipId}`),
  },

  // Exports
  'GET /api/v2/up/export/{id}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/v2/up/export/${subject.id}?format=txt`),
  },
  'POST /api/up/bulk-download': {
    subject: 'file',
    build: ({ subject }) => json('POST', '/api/up/bulk-download', { docId: subject.id, params: DEFAULT_DOWNLOAD }),
  },
  'GET /api/up/bulk-download/zip': { build: ({ w }) => get(w.zipUrl) },

  // Billing
  'GET /api/payment/plans': { build: () => get('/api/payment/plans') },
  'GET /api/payment/account': { build: () => get('/api/payment/account') },
  'POST /api/payment/coupon': {
    build: () => json('POST', '/api/payment/coupon', { coupon_code: 'WELCOME20', plan: 'hobbyist_monthly' }),
  },
  'POST /api/payment/quote': { build: () => json('POST', '/api/payment/quote', { plan: 'professional_monthly' }) },
  'POST /api/v1/payment/subscribe': {
    build: () => json('POST', '/api/v1/payment/subscribe', { plan: 'hobbyist_monthly', token_id: 'tok_visa' }),
  },
  'POST /api/v1/payment': {
    build: () => json('POST', '/api/v1/payment', { plan: 'media_120', add_on: 1, token_id: 'tok_visa' }),
  },
  'POST /api/payment/cards': {
    serial: true,
    build: () => json('POST', '/api/payment/cards', { token_id: 'tok_visa' }),
  },
  'DELETE /api/payment/cards/{id} (own card)': {
    serial: true,
    build: async (input) => json('DELETE', `/api/payment/cards/${await cardOf(input.w, actor(input))}`),
  },
  "DELETE /api/payment/cards/{id} (another account's card)": {
    serial: true,
    build: async (input) => json('DELETE', `/api/payment/cards/${await strangersCard(input)}`),
  },
  'PUT /api/payment/cards/{id}/default (own card)': {
    serial: true,
    build: async (input) => json('PUT', `/api/payment/cards/${await cardOf(input.w, actor(input))}/default`),
  },
  "PUT /api/payment/cards/{id}/default (another account's card)": {
    serial: true,
    build: async (input) => json('PUT', `/api/payment/cards/${await strangersCard(input)}/default`),
  },
  'GET /api/payment/invoices/{id}/pdf': { build: ({ w }) => get(w.invoiceUrl) },

  // Workflows
  'POST /api/enterprise/workflow': {
    build: ({ w }) => {
      const body = multipart({ path: audio() }, { title: 'Matrix workflow' });
      return { method: 'POST', url: '/api/enterprise/workflow', ...body, after: deleteCreated(w) };
    },
  },
  'GET /api/enterprise/workflow': { build: () => get('/api/enterprise/workflow') },
  'GET /api/enterprise/workflow/{id}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/enterprise/workflow/${subject.id}`),
  },
  'DELETE /api/enterprise/workflow/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('DELETE', `/api/enterprise/workflow/${subject.id}`),
  },
  'GET /api/enterprise/workflow/{id}/history': {
    subject: 'file',
    build: ({ subject }) => get(`/api/enterprise/workflow/${subject.id}/history`),
  },
  'POST /api/enterprise/workflow/{id}/copy': {
    subject: 'file',
    writes: true,
    needs: ['media'],
    build: ({ w, subject }) => ({
      ...json('POST', `/api/enterprise/workflow/${subject.id}/copy`, { num_copies: 1 }),
      after: async (res) => {
        if (res.statusCode < 300) await deleteFiles(w.t, (res.json() as { ids: string[] }).ids);
      },
    }),
  },
  'POST /api/enterprise/workflow/{id}/reprocess': {
    subject: 'file',
    writes: true,
    needs: ['media'],
    build: ({ subject }) => json('POST', `/api/enterprise/workflow/${subject.id}/reprocess`, { type: 'all' }),
  },
  'PUT /api/enterprise/workflow/{id}/rename': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/enterprise/workflow/${subject.id}/rename`, { new_title: 'Renamed workflow' }),
  },
  'POST /api/enterprise/workflow/{id}/workflow_status (to Not_Started)': statusMove('Not_Started'),
  'POST /api/enterprise/workflow/{id}/workflow_status (to First_Review)': statusMove('First_Review'),
  'POST /api/enterprise/workflow/{id}/workflow_status (to QA_Review)': statusMove('QA_Review'),
  'POST /api/enterprise/workflow/{id}/workflow_status (to Compliance)': statusMove('Compliance'),
  'POST /api/enterprise/workflow/{id}/workflow_status (to Publication)': statusMove('Publication'),
  'POST /api/enterprise/workflows/update_status (to QA_Review)': bulkMove('QA_Review'),
  'POST /api/enterprise/workflows/update_status (to Publication)': bulkMove('Publication'),
  'POST /api/enterprise/workflows/update_special_status': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => ({
      ...json('POST', '/api/enterprise/workflows/update_special_status', {
        workflow_ids: [subject.id],
        special_status: 'Urgent',
      }),
      skipped: inBulk(subject.id),
    }),
  },
  'POST /api/enterprise/workflow/{id}/validate': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) =>
      json('POST', `/api/enterprise/workflow/${subject.id}/validate`, { validate: true, user_id: w.cast.reviewer.id }),
  },
  'POST /api/enterprise/workflow/{id}/review': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/enterprise/workflow/${subject.id}/review`),
  },
  'POST /api/enterprise/workflow/{id}/complete': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/enterprise/workflow/${subject.id}/complete`),
  },
  'POST /api/enterprise/workflow/qa_takeover': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => ({
      ...json('POST', '/api/enterprise/workflow/qa_takeover', { workflow_ids: [subject.id], je_completion: false }),
      skipped: inBulk(subject.id),
    }),
  },
  'POST /api/enterprise/workflow/assign_member (the unassigned reviewer)': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) => ({
      ...json('POST', '/api/enterprise/workflow/assign_member', {
        workflow_ids: [subject.id],
        assignee: w.cast.unassigned.id,
      }),
      skipped: inBulk(subject.id),
    }),
  },
  'POST /api/enterprise/workflow/{id}/assignee (the unassigned reviewer)': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) =>
      json('POST', `/api/enterprise/workflow/${subject.id}/assignee`, { user_id: w.cast.unassigned.id }),
  },
  'DELETE /api/enterprise/workflow/{id}/assignee (the reviewer)': {
    subject: 'file',
    writes: true,
    build: ({ w, subject }) =>
      json('DELETE', `/api/enterprise/workflow/${subject.id}/assignee`, { user_id: w.cast.reviewer.id }),
  },
  'PUT /api/enterprise/workflow/{id}/speakers': {
    subject: 'file',
    writes: true,
    build: ({ subject }) =>
      json('PUT', `/api/enterprise/workflow/${subject.id}/speakers`, {
        version: DOC_VERSION,
        speakers: [{ name: 'Anne' }, { name: 'Bob' }, { name: UNUSED_SPEAKER }],
      }),
  },
  'GET /api/enterprise/transcript/{id}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/enterprise/transcript/${subject.id}?start=0`),
  },
  'POST /api/v2/enterprise/transcript/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/v2/enterprise/transcript/${subject.id}`, compactSave()),
  },
  'GET /api/enterprise/transcript/export/{id}/{format}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/enterprise/transcript/export/${subject.id}/txt`),
  },

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

  // Routes the OpenAPI document leaves out
  'GET /api/docs': { build: () => get('/api/docs') },
  'POST /api/payment/webhook': { build: ({ w }) => signedWebhook(w) },
  'PUT /api/storage/upload': {
    build: async (input) => {
      const link = await input.w.t.request({
        method: 'GET',
        url: '/api/s2t/upload_url?file_name=episode.mp3',
        headers: bearer(actor(input).token),
      });
      return {
        method: 'PUT',
        url: (link.json() as { url: string }).url,
        headers: { 'content-type': 'application/octet-stream' },
        payload: fs.readFileSync(audio()),
      };
    },
  },
  'GET /api/storage/object': { build: ({ w }) => get(w.objectUrl) },
};

let webhooks = 0;
/** An event the processor would send (one the product takes note of and has nothing to do for), signed as it signs. */
function signedWebhook(w: World): PreparedRequest {
  const body = JSON.stringify({
    id: `evt_matrix_${++webhooks}_${Date.now()}`,
    type: 'customer.updated',
    data: { object: { id: 'cus_matrix' } },
  });
  return { method: 'POST', url: '/api/payment/webhook', payload: body, headers: webhookHeaders(w, body) };
}

function webhookHeaders(w: World, body: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', testWebhookSecret(w.t.runtime.ctx.secret))
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${v1}` };
}
