import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@scriptloom/db';
import { onPlan, seedFile, storedFile, syntheticDoc } from '../support/editor-seed.js';
import type { Persona } from '../support/enterprise.js';
import { toneMp3 } from '../support/media-files.js';
import { COMMENT_ID, PARAGRAPH_ID, quickAccounts, SUBJECT_DOC, UNUSED_SPEAKER } from '../support/permission-world.js';
import { deleteFiles } from '../support/permission-requests/spec.js';
import {
  codeFrom,
  isConfirmationMail,
  resetTokenFrom,
  TEST_PASSWORD,
  uniqueEmail,
  waitForJobs,
} from '../support/test-app.js';
import { seedWorkflow } from '../support/workflow-seed.js';
import {
  ARTICLE,
  AUDIOGRAM,
  CARD,
  COMMENT,
  COMPANION_RECORD,
  DASHBOARD_ITEM,
  DISPLAY_TRANSCRIPT_ITEM,
  INSIGHT,
  INVOICE,
  LEAVE_ITEM,
  MEDIA_ITEM_STATUS,
  missingFields,
  missingInItems,
  missingInPart,
  PLAN_PART,
  PROCESSED_DATA,
  QUOTE,
  SNIPPET,
  TRANSCRIPT_DOCUMENT,
  USER_PROFILE,
  WORD,
  WORKFLOW,
  WORKFLOW_LIST_ITEM,
} from '../support/specification-calls/fields.js';
import { specCall, specificationWorld, subject, type SpecWorld } from '../support/specification-calls/world.js';

/**
 * The calls of the product's original specification (its section 7), each made as a client
 * built to the specification makes it: its path as written there (under /api), exactly the fields
 * it lists (none other: no `version`, no `revision`; where it lists none, the fewest the call
 * needs, said beside the call), as the caller it is for (the podcaster for the personal calls, the
 * organisation's admin, QA or reviewer for the enterprise ones). Every answer must be a success,
 * valid against the server's own OpenAPI document, and hold what the specification says it holds
 * (the answers it names, the fields of its entities in section 3, `success` where a write's words
 * are shown). The tests are named with the calls as the specification writes them, under its
 * headings.
 */

let w: SpecWorld;
/** The podcaster: the personal calls. */
let podcaster: Persona;
let admin: Persona;
let qa: Persona;
let reviewer: Persona;

beforeAll(async () => {
  w = await specificationWorld();
  ({ owner: podcaster, admin, qa, reviewer } = w.cast);
});
afterAll(() => w?.t.close());

/** A second of real audio: what the uploads send. */
const audio = () => toneMp3(1);
const body = (res: { json(): unknown }) => res.json() as Record<string, unknown>;

/** A write's words for the notice the specification shows ("Responses read: error, success, unprocessed"). */
function expectSuccessText(answer: Record<string, unknown>) {
  expect(typeof answer.success, `success in ${JSON.stringify(answer).slice(0, 300)}`).toBe('string');
}
/** A workflow write's words: "Workflow copy and reprocess raise the server's response message". */
function expectMessage(answer: Record<string, unknown>) {
  expect(typeof answer.message, `message in ${JSON.stringify(answer).slice(0, 300)}`).toBe('string');
}
/** A bulk workflow call did what it was asked for every id (none skipped). */
function expectNoneSkipped(answer: Record<string, unknown>) {
  expectMessage(answer);
  expect(answer.skipped).toEqual([]);
}

/** A confirmed account made in the database with the podcaster's password, signed in by the test itself. */
async function otherAccount(label: string, options: { twoStep?: boolean } = {}) {
  const [account] = await quickAccounts(w.t, podcaster, label, 1, options);
  return account!;
}
async function signIn(account: { email: string; password: string }) {
  const res = await w.t.request({ method: 'POST', url: '/api/v1/login', payload: account });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token?: string; challenge_id?: string };
}

let leaveDay = 0;
/** A pending leave request of `who`, each on days of its own (requests of one member may not overlap). */
async function pendingLeave(who: Persona): Promise<string> {
  const day = new Date(Date.UTC(2034, 0, 1) + 3 * leaveDay++ * 86_400_000).toISOString().slice(0, 10);
  const [row] = await w.t.runtime.database.db
    .insert(schema.leaveRequests)
    .values({ org_id: who.orgId!, user_id: who.id, leave_type: 'vacation', start_date: day, end_date: day })
    .returning({ id: schema.leaveRequests.id });
  return row!.id;
}

describe('Auth and account', () => {
  it('POST /v1/signup; POST /signup/confirm-email', async () => {
    // /v1/signup: the specification lists no fields; these are the ones an account needs.
    const email = uniqueEmail('spec-signup');
    const signup = await specCall(w, 'POST', '/v1/signup', {
      json: { email, password: TEST_PASSWORD, first_name: 'Sam' },
    });
    expectSuccessText(body(signup));
    // /signup/confirm-email: no fields listed; the address and the mailed code are what confirm it.
    const code = codeFrom(await w.t.waitForMail(email, isConfirmationMail));
    const confirm = await specCall(w, 'POST', '/signup/confirm-email', { json: { email, code } });
    expectSuccessText(body(confirm));
  });

  it('POST /signup/resend-verification-email', async () => {
    const email = uniqueEmail('spec-resend');
    const signup = await w.t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: TEST_PASSWORD, first_name: 'Sam' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    // No fields listed: the address of the unconfirmed account.
    const res = await specCall(w, 'POST', '/signup/resend-verification-email', { json: { email } });
    expectSuccessText(body(res));
  });

  it('POST /v1/login', async () => {
    // No fields listed: an address and a password.
    const res = await specCall(w, 'POST', '/v1/login', {
      json: { email: podcaster.email, password: podcaster.password },
    });
    expect(typeof body(res).token).toBe('string');
  });

  it('POST /v1/login/verify', async () => {
    const account = await otherAccount('spec-two-step', { twoStep: true });
    const { challenge_id } = await signIn(account);
    expect(challenge_id).toEqual(expect.any(String));
    const code = codeFrom(await w.t.waitForMail(account.email, (m) => m.subject.includes('sign-in code')));
    // No fields listed: the challenge the sign-in answered and the mailed code.
    const res = await specCall(w, 'POST', '/v1/login/verify', { json: { challenge_id, code } });
    expect(typeof body(res).token).toBe('string');
  });

  it('POST /login/reset-password-link; POST /login/confirm-reset-password', async () => {
    const account = await otherAccount('spec-reset');
    // No fields listed: the address.
    const link = await specCall(w, 'POST', '/login/reset-password-link', { json: { email: account.email } });
    expectSuccessText(body(link));
    const mail = await w.t.waitForMail(account.email, (m) => m.subject.startsWith('Reset your'));
    // No fields listed: the mailed token and the new password.
    const confirm = await specCall(w, 'POST', '/login/confirm-reset-password', {
      json: { token: resetTokenFrom(mail), password: 'a newer tram of 1988 hums' },
    });
    expectSuccessText(body(confirm));
  });

  it('POST /user/profile (first_name, last_name, podcast_name, company_name, bio)', async () => {
    const res = await specCall(w, 'POST', '/user/profile', {
      as: podcaster,
      json: {
        first_name: 'Pat',
        last_name: 'Caster',
        podcast_name: 'Night Shift',
        company_name: 'Pat Media',
        bio: 'Talks to people who work at night.',
      },
    });
    expectSuccessText(body(res));
  });

  it('POST /user/password', async () => {
    // On an account of its own: a new password ends the sessions the other calls use.
    const account = await otherAccount('spec-password');
    const { token } = await signIn(account);
    // No fields listed: the current password and the new one.
    const res = await specCall(w, 'POST', '/user/password', {
      as: { token: token! },
      json: { current_password: account.password, new_password: 'another tram of 1989 hums' },
    });
    expectSuccessText(body(res));
  });

  it('GET /user/email-verification', async () => {
    await specCall(w, 'GET', '/user/email-verification', { as: podcaster });
  });

  it('GET /v1/user/profile', async () => {
    const profile = body(await specCall(w, 'GET', '/v1/user/profile', { as: podcaster }));
    // The User profile's fields; its plan part (the specification does not say where it sits) is
    // looked for as the server places it, in plan_details. Invoices and cards: the payment call below.
    expect([
      ...missingFields(profile, USER_PROFILE, 'profile'),
      ...missingFields(profile.plan_details, PLAN_PART, 'profile.plan_details'),
    ]).toEqual([]);
  });

  it('POST /v1/payment/subscribe', async () => {
    // No fields listed: the plan, and a card for an account that has none.
    const res = await specCall(w, 'POST', '/v1/payment/subscribe', {
      as: w.cast.other,
      json: { plan: 'hobbyist_monthly', token_id: 'tok_visa' },
    });
    expectSuccessText(body(res));
  });

  it('POST /payment/coupon (coupon_code, plan)', async () => {
    await specCall(w, 'POST', '/payment/coupon', {
      as: podcaster,
      json: { coupon_code: 'WELCOME20', plan: 'hobbyist_monthly' },
    });
  });

  it('Payment call with token_id, plan, add_on, cancel; returns invoice entries (invoice_date, invoice_id, invoice_pdf, amount_paid)', async () => {
    const account = await otherAccount('spec-payment');
    const { token } = await signIn(account);
    const payer = { token: token! };
    // A pay-per-use pack bought: all four fields, cancel false.
    const bought = body(
      await specCall(w, 'POST', '/v1/payment', {
        as: payer,
        json: { token_id: 'tok_visa', plan: 'written_120', add_on: 1, cancel: false },
      }),
    );
    expectSuccessText(bought);
    const cards = (bought.account as { cards?: unknown } | undefined)?.cards;
    expect([
      ...missingInItems(bought.invoices, INVOICE, 'invoices'),
      ...missingInItems(cards, CARD, 'account.cards'),
    ]).toEqual([]);

    // The same call cancelling: the subscription is ended with `cancel` (the other fields are for a purchase).
    await onPlan(w.t, account.email, 'hobbyist_monthly');
    const cancelled = body(await specCall(w, 'POST', '/v1/payment', { as: payer, json: { cancel: true } }));
    expectSuccessText(cancelled);
    expect(missingInItems(cancelled.invoices, INVOICE, 'invoices')).toEqual([]);
  });
});

describe('Uploads and documents', () => {
  it('POST v1/up/save (multipart, with upload progress shown in MB)', async () => {
    // Multipart with the file alone (no fields listed). Processing is not waited for.
    const res = await specCall(w, 'POST', 'v1/up/save', { as: podcaster, file: { path: audio() } });
    const { id } = body(res) as { id: string };
    expectSuccessText(body(res));
    expect((await storedFile(w.t, id))?.user_id).toBe(podcaster.id);
    await deleteFiles(w.t, [id]);
  });

  it('GET /v2/up/all (query: sort, filter, start, limit)', async () => {
    const file = await subject(w, 'PF');
    // Section 9: page size 20, sort date_desc, filter all.
    const res = body(
      await specCall(w, 'GET', '/v2/up/all?sort=date_desc&filter=all&start=0&limit=20', { as: podcaster }),
    );
    const items = res.items as { id: string }[];
    expect(items.map((i) => i.id)).toContain(file.id);
    expect(missingInItems(items, DASHBOARD_ITEM, 'items')).toEqual([]);
  });

  it('GET /up/status/{id}', async () => {
    const file = await subject(w, 'PF');
    await specCall(w, 'GET', `/up/status/${file.id}`, { as: podcaster });
  });

  it('GET /up/unprocessed (reads unprocessed; the in-progress id list)', async () => {
    const processing = await seedFile(w.t, podcaster.email, null);
    const res = body(await specCall(w, 'GET', '/up/unprocessed', { as: podcaster }));
    expect(res.unprocessed).toContain(processing);
  });

  it('GET /up/details/{id} (returns es_doc and fb_doc)', async () => {
    const file = await subject(w, 'PF', ['article']);
    const { es_doc, fb_doc } = body(await specCall(w, 'GET', `/up/details/${file.id}`, { as: podcaster }));
    expect([
      ...missingFields(es_doc, TRANSCRIPT_DOCUMENT, 'es_doc'),
      ...missingInPart(es_doc, 'display_transcript', DISPLAY_TRANSCRIPT_ITEM, 'es_doc'),
      ...missingInPart(es_doc, 'insight', INSIGHT, 'es_doc'),
      ...missingInPart(es_doc, 'quotes', QUOTE, 'es_doc'),
      ...missingInPart(es_doc, 'audiogram', MEDIA_ITEM_STATUS, 'es_doc'),
      ...missingInPart(es_doc, 'videogram', MEDIA_ITEM_STATUS, 'es_doc'),
      ...missingFields(fb_doc, COMPANION_RECORD, 'fb_doc'),
    ]).toEqual([]);
  });

  it('GET /up/delete/{id}', async () => {
    const file = await subject(w, 'PF');
    expectSuccessText(body(await specCall(w, 'GET', `/up/delete/${file.id}`, { as: podcaster })));
  });

  it('GET /v1/up/download/{id} (blob)', async () => {
    const file = await subject(w, 'PF', ['media']);
    const res = await specCall(w, 'GET', `/v1/up/download/${file.id}`, { as: podcaster });
    expect(res.rawPayload.length).toBeGreaterThan(0);
  });

  it('GET /v2/up/export/{id}', async () => {
    const file = await subject(w, 'PF');
    // No query listed here; the format is what an export needs (the next call adds options).
    const res = await specCall(w, 'GET', `/v2/up/export/${file.id}?format=txt`, { as: podcaster });
    expect(res.body).toContain('hello and welcome to the show');
  });

  it('Export a transcript by id, format and options; the file is downloaded as title.format', async () => {
    const file = await subject(w, 'PF');
    const res = await specCall(w, 'GET', `/v2/up/export/${file.id}?format=docx&speakers=1&timestamps=1`, {
      as: podcaster,
    });
    expect(String(res.headers['content-disposition'])).toContain('filename="Personal episode.docx"');
  });

  it('Bulk download by docId and params (audiogram, videoreels, summary, quotes, chapters, transcript); returns url', async () => {
    const file = await subject(w, 'PF');
    // Section 9's default selection.
    const params = {
      audiogram: false,
      videoreels: false,
      summary: true,
      quotes: true,
      chapters: true,
      transcript: true,
    };
    const res = body(
      await specCall(w, 'POST', '/up/bulk-download', { as: podcaster, json: { docId: file.id, params } }),
    );
    expect(res.url).toEqual(expect.any(String));
    // The url is what the page downloads.
    const zip = await w.t.request({ method: 'GET', url: res.url as string });
    expect(zip.statusCode, zip.body.slice(0, 300)).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
  });
});

describe('Speakers and transcript editing', () => {
  it('PUT /up/speaker/{id} (speaker)', async () => {
    const file = await subject(w, 'PF');
    const res = await specCall(w, 'PUT', `/up/speaker/${file.id}`, { as: podcaster, json: { speaker: 'Cy' } });
    expectSuccessText(body(res));
  });

  it('DELETE /up/speaker/{id} (speaker)', async () => {
    const file = await subject(w, 'PF');
    const res = await specCall(w, 'DELETE', `/up/speaker/${file.id}`, {
      as: podcaster,
      json: { speaker: UNUSED_SPEAKER },
    });
    expectSuccessText(body(res));
  });

  it('POST /up/update-speaker/{id} (current_speaker, new_speaker, replace_all, index)', async () => {
    const file = await subject(w, 'PF');
    const res = await specCall(w, 'POST', `/up/update-speaker/${file.id}`, {
      as: podcaster,
      json: { current_speaker: 'Ann', new_speaker: 'Bob', replace_all: false, index: 0 },
    });
    expectSuccessText(body(res));
  });

  it('PUT /up/transcript/{id} (index, text)', async () => {
    const file = await subject(w, 'PF');
    const res = await specCall(w, 'PUT', `/up/transcript/${file.id}`, {
      as: podcaster,
      json: { index: 0, text: 'hello and welcome to our show' },
    });
    expectSuccessText(body(res));
  });

  it('POST /up/transcript/replace/{id} (find, replace)', async () => {
    const file = await subject(w, 'PF');
    const res = await specCall(w, 'POST', `/up/transcript/replace/${file.id}`, {
      as: podcaster,
      json: { find: 'news', replace: 'headlines' },
    });
    expectSuccessText(body(res));
  });

  it('PUT /up/processed_data/{id} (summary, chapters)', async () => {
    const file = await subject(w, 'PF');
    const res = await specCall(w, 'PUT', `/up/processed_data/${file.id}`, {
      as: podcaster,
      json: {
        summary: 'An episode about the news.',
        chapters: [{ summary: 'The greeting', timestamp: '0:00:00' }],
      },
    });
    expectSuccessText(body(res));
  });

  it('PUT /v1/up/processed_data/{id}/{type} (content)', async () => {
    // Each written content type ('{type} has been updated'); the article is the file's written one.
    const file = await subject(w, 'PF', ['article']);
    for (const type of ['show_notes', 'tweet', 'caption', 'article']) {
      const res = await specCall(w, 'PUT', `/v1/up/processed_data/${file.id}/${type}`, {
        as: podcaster,
        json: { content: `New ${type} text.` },
      });
      expectSuccessText(body(res));
    }
  });
});

describe('Media and audiograms', () => {
  it('GET /audiogram/backgrounds', async () => {
    const res = body(await specCall(w, 'GET', '/audiogram/backgrounds', { as: podcaster }));
    expect((res.backgrounds as unknown[]).length).toBeGreaterThan(0);
  });

  it('POST /v1/audiogram/from-quotes/{id}; returns video_url, downloaded as Quote.mp4', async () => {
    const file = await subject(w, 'PF', ['media']);
    // No fields listed: an empty body (the server picks the quotes).
    const res = body(await specCall(w, 'POST', `/v1/audiogram/from-quotes/${file.id}`, { as: podcaster, json: {} }));
    // The answer's audiograms carry video_url (null until the render has run: it is queued).
    expect(missingInItems(res.queued, AUDIOGRAM, 'queued')).toEqual([]);
    // Not rendered here: the file goes, and its queued render with it.
    await deleteFiles(w.t, [file.id]);
  });

  it('POST /audiogram/update-background/{a}/{b} (docId and backgroundId)', async () => {
    const file = await subject(w, 'PF');
    const { backgrounds } = body(await specCall(w, 'GET', '/audiogram/backgrounds', { as: podcaster })) as {
      backgrounds: { id: string }[];
    };
    const res = await specCall(w, 'POST', `/audiogram/update-background/${file.id}/${backgrounds.at(-1)!.id}`, {
      as: podcaster,
    });
    expectSuccessText(body(res));
  });

  /** The signed-link upload: the link for a file name, the bytes PUT to it, then the transcribe call. */
  async function signedUpload(linkPath: string, fileName: string, transcribePath: string) {
    const link = body(
      await specCall(w, 'GET', `${linkPath}?file_name=${encodeURIComponent(fileName)}`, { as: podcaster }),
    ) as { url: string; key: string };
    await specCall(w, 'PUT', link.url, {
      bytes: { body: fs.readFileSync(audio()), type: 'application/octet-stream' },
    });
    // No fields listed: the key of the uploaded object.
    const res = body(await specCall(w, 'POST', transcribePath, { as: podcaster, json: { key: link.key } }));
    expectSuccessText(res);
    const id = res.id as string;
    expect((await storedFile(w.t, id))?.user_id).toBe(podcaster.id);
    await deleteFiles(w.t, [id]);
  }

  it('GET /video_transcription/upload_url?file_name; then PUT to the returned signed URL as octet-stream; POST /video_transcription/transcribe-user-video', async () => {
    await signedUpload('/video_transcription/upload_url', 'episode.mp4', '/video_transcription/transcribe-user-video');
  });

  it('GET /s2t/upload_url?file_name; POST /v1/s2t/transcribe-user-audio', async () => {
    await signedUpload('/s2t/upload_url', 'episode.mp3', '/v1/s2t/transcribe-user-audio');
  });
});

describe('Articles', () => {
  it('POST /article/generate/{id} (inspiration, context, type, format, tone; returns id); GET /article/status/{id} (returns status)', async () => {
    const file = await subject(w, 'PF');
    const generated = body(
      await specCall(w, 'POST', `/article/generate/${file.id}`, {
        as: podcaster,
        json: {
          inspiration: 'Why a greeting matters',
          context: 'Listeners of the show',
          type: 'blog_post',
          format: 'sections',
          tone: 'conversational',
        },
      }),
    );
    expect(generated.id).toEqual(expect.any(String));
    const status = body(await specCall(w, 'GET', `/article/status/${generated.id as string}`, { as: podcaster }));
    expect(status.status).toEqual(expect.any(String));
  });

  it('GET /article/article/{id}', async () => {
    const file = await subject(w, 'PF', ['article']);
    const article = body(await specCall(w, 'GET', `/article/article/${file.articleId}`, { as: podcaster }));
    expect(missingFields(article, ARTICLE, 'article')).toEqual([]);
  });

  it('GET /article/{id}', async () => {
    const file = await subject(w, 'PF', ['article']);
    const res = body(await specCall(w, 'GET', `/article/${file.id}`, { as: podcaster }));
    expect(missingInItems(res.items, ARTICLE, 'items')).toEqual([]);
  });
});

describe('Enterprise and admin', () => {
  it('GET and POST /login/valid-users; PUT and DELETE /login/valid-users/{id}', async () => {
    // No fields listed for the entries: an address and a role.
    const added = body(
      await specCall(w, 'POST', '/login/valid-users', {
        as: admin,
        json: { email: uniqueEmail('spec-listed'), role: 'reviewer' },
      }),
    );
    const list = body(await specCall(w, 'GET', '/login/valid-users', { as: admin }));
    expect((list.items as { id: string }[]).map((i) => i.id)).toContain(added.id);
    await specCall(w, 'PUT', `/login/valid-users/${added.id as string}`, {
      as: admin,
      json: { email: uniqueEmail('spec-moved'), role: 'qa' },
    });
    expectSuccessText(body(await specCall(w, 'DELETE', `/login/valid-users/${added.id as string}`, { as: admin })));
  });

  it('POST /user/dispute', async () => {
    const workflow = await subject(w, 'FR');
    // No fields listed: the workflow, the kind of dispute and its message.
    const res = await specCall(w, 'POST', '/user/dispute', {
      as: reviewer,
      json: { workflow_id: workflow.id, kind: 'correction', message: 'QA changed my fix.' },
    });
    expectSuccessText(body(res));
  });

  it('Leave: GET /leave (name, leave_type, status, start_date, end_date)', async () => {
    await pendingLeave(reviewer);
    const res = body(await specCall(w, 'GET', '/leave', { as: admin }));
    expect(missingInItems(res.items, LEAVE_ITEM, 'items')).toEqual([]);
  });

  it('POST /leave/apply', async () => {
    // No fields listed: the type of leave and its days.
    const res = await specCall(w, 'POST', '/leave/apply', {
      as: reviewer,
      json: { leave_type: 'vacation', start_date: '2033-03-01', end_date: '2033-03-02' },
    });
    expectSuccessText(body(res));
  });

  it('PUT /leave/{id}/approve; PUT /leave/{id}/reject', async () => {
    // No body: the decision is in the path.
    for (const decision of ['approve', 'reject']) {
      const res = await specCall(w, 'PUT', `/leave/${await pendingLeave(reviewer)}/${decision}`, { as: admin });
      expectSuccessText(body(res));
    }
  });

  it('DELETE leave/{id}', async () => {
    const res = await specCall(w, 'DELETE', `leave/${await pendingLeave(reviewer)}`, { as: reviewer });
    expectSuccessText(body(res));
  });

  it('GET /v1/user/all; GET /v1/user/profile/{id}', async () => {
    const all = body(await specCall(w, 'GET', '/v1/user/all', { as: admin }));
    expect((all.items as { id: string }[]).map((u) => u.id)).toContain(reviewer.id);
    const profile = body(await specCall(w, 'GET', `/v1/user/profile/${reviewer.id}`, { as: admin }));
    expect(missingFields(profile, USER_PROFILE, 'profile')).toEqual([]);
  });

  it('POST /v1/user/profile (one field, optional user_id)', async () => {
    const own = await specCall(w, 'POST', '/v1/user/profile', { as: admin, json: { bio: 'Runs the desk.' } });
    expectSuccessText(body(own));
    const members = await specCall(w, 'POST', '/v1/user/profile', {
      as: admin,
      json: { bio: 'Reviews the morning shows.', user_id: reviewer.id },
    });
    expectSuccessText(body(members));
  });

  it('GET /enterprise/get_company_members/accepted', async () => {
    await specCall(w, 'GET', '/enterprise/get_company_members/accepted', { as: admin });
  });

  describe('Workflow', () => {
    it('POST /enterprise/workflow/{id}/copy (num_copies, start_index)', async () => {
      const workflow = await subject(w, 'NS', ['media']);
      const res = body(
        await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/copy`, {
          as: admin,
          json: { num_copies: 1, start_index: 1 },
        }),
      );
      expectMessage(res);
      await deleteFiles(w.t, (res.ids as string[] | undefined) ?? []);
    });

    it('POST .../reprocess (type)', async () => {
      const workflow = await subject(w, 'NS', ['media']);
      const res = await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/reprocess`, {
        as: admin,
        json: { type: 'all' },
      });
      expectMessage(body(res));
      await deleteFiles(w.t, [workflow.id]);
    });

    it('DELETE', async () => {
      const workflow = await subject(w, 'NS');
      expectMessage(body(await specCall(w, 'DELETE', `/enterprise/workflow/${workflow.id}`, { as: admin })));
    });

    it('PUT .../rename (new_title)', async () => {
      const workflow = await subject(w, 'NS');
      const res = await specCall(w, 'PUT', `/enterprise/workflow/${workflow.id}/rename`, {
        as: admin,
        json: { new_title: 'Renamed episode' },
      });
      expectMessage(body(res));
    });

    it('POST .../workflow_status (workflow_status)', async () => {
      const workflow = await subject(w, 'NS');
      const res = await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/workflow_status`, {
        as: admin,
        json: { workflow_status: 'First_Review' },
      });
      expectMessage(body(res));
    });

    it('POST .../validate (validate, user_id)', async () => {
      const workflow = await subject(w, 'FR');
      const res = await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/validate`, {
        as: admin,
        json: { validate: true, user_id: reviewer.id },
      });
      expectMessage(body(res));
    });

    it('GET /enterprise/workflow (processing_status, workflow_status, start, limit, text, sort_by, sort_order)', async () => {
      const workflow = await subject(w, 'NS');
      const query =
        'processing_status=processed&workflow_status=Not_Started&start=0&limit=50' +
        '&text=Workflow%20in%20NS&sort_by=updated_at&sort_order=desc';
      const res = body(await specCall(w, 'GET', `/enterprise/workflow?${query}`, { as: admin }));
      const items = res.items as { id: string }[];
      expect(items.map((i) => i.id)).toContain(workflow.id);
      expect(missingInItems(items, WORKFLOW_LIST_ITEM, 'items')).toEqual([]);
    });

    it('GET /enterprise/workflow/{id}', async () => {
      const workflow = await subject(w, 'FR');
      const item = body(await specCall(w, 'GET', `/enterprise/workflow/${workflow.id}`, { as: reviewer }));
      // The transcript part is "(transcript list, updated_at)": its own names are not given, so only
      // its presence is looked for.
      expect([
        ...missingFields(item, WORKFLOW, 'workflow'),
        ...missingInPart(item, 'processed_data', PROCESSED_DATA, 'workflow'),
      ]).toEqual([]);
    });

    it('POST /enterprise/workflow (multipart)', async () => {
      // Multipart with the file alone (no fields listed). Processing is not waited for.
      const res = body(await specCall(w, 'POST', '/enterprise/workflow', { as: admin, file: { path: audio() } }));
      expectSuccessText(res);
      const id = res.id as string;
      expect((await storedFile(w.t, id))?.org_id).toBe(w.orgId);
      await deleteFiles(w.t, [id]);
    });

    it('POST .../review', async () => {
      const workflow = await subject(w, 'FR');
      expectMessage(body(await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/review`, { as: reviewer })));
    });

    it('POST /enterprise/workflows/update_special_status (workflow_ids, special_status)', async () => {
      const workflow = await subject(w, 'NS');
      const res = await specCall(w, 'POST', '/enterprise/workflows/update_special_status', {
        as: admin,
        json: { workflow_ids: [workflow.id], special_status: 'Urgent' },
      });
      expectNoneSkipped(body(res));
    });

    it('POST /enterprise/workflows/update_status (workflow_ids, workflow_status)', async () => {
      const workflow = await subject(w, 'FR');
      const res = await specCall(w, 'POST', '/enterprise/workflows/update_status', {
        as: admin,
        json: { workflow_ids: [workflow.id], workflow_status: 'QA_Review' },
      });
      expectNoneSkipped(body(res));
    });

    it('POST /enterprise/workflow/qa_takeover (workflow_ids, je_completion)', async () => {
      const workflow = await subject(w, 'QR');
      const res = await specCall(w, 'POST', '/enterprise/workflow/qa_takeover', {
        as: qa,
        json: { workflow_ids: [workflow.id], je_completion: false },
      });
      expectNoneSkipped(body(res));
    });

    it('POST /enterprise/workflow/assign_member (workflow_ids, assignee)', async () => {
      const workflow = await subject(w, 'NS');
      const res = await specCall(w, 'POST', '/enterprise/workflow/assign_member', {
        as: admin,
        json: { workflow_ids: [workflow.id], assignee: w.cast.unassigned.id },
      });
      expectNoneSkipped(body(res));
    });

    it('POST and DELETE /enterprise/workflow/{id}/assignee', async () => {
      const workflow = await subject(w, 'NS');
      // No fields listed: the member added or removed.
      const added = await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/assignee`, {
        as: admin,
        json: { user_id: w.cast.unassigned.id },
      });
      expectMessage(body(added));
      const removed = await specCall(w, 'DELETE', `/enterprise/workflow/${workflow.id}/assignee`, {
        as: admin,
        json: { user_id: reviewer.id },
      });
      expectMessage(body(removed));
    });

    it('PUT /enterprise/workflow/{id}/speakers', async () => {
      const workflow = await subject(w, 'FR');
      // "Speakers saved separately with speakers": the list, one renamed.
      const res = await specCall(w, 'PUT', `/enterprise/workflow/${workflow.id}/speakers`, {
        as: reviewer,
        json: { speakers: [{ name: 'Anne' }, { name: 'Bob' }, { name: UNUSED_SPEAKER }] },
      });
      expectSuccessText(body(res));
    });

    it('GET /enterprise/transcript/{id}?start&limit (remaining transcript part)', async () => {
      // Long enough to have a remaining part after the first 25 paragraphs.
      const id = await seedWorkflow(w.t, admin, w.orgId, { doc: syntheticDoc(3000) });
      // Section 9's defaults: start 25, limit 1000.
      const res = body(await specCall(w, 'GET', `/enterprise/transcript/${id}?start=25&limit=1000`, { as: admin }));
      const snippets = res.snippets as { words: unknown }[];
      expect([
        ...missingInItems(snippets, SNIPPET, 'snippets'),
        ...missingInItems(snippets[0]?.words, WORD, 'snippets[0].words'),
      ]).toEqual([]);
    });

    it('POST /v2/enterprise/transcript/{id}: save, with tr, plus insights and keywords when changed', async () => {
      const workflow = await subject(w, 'FR');
      // Each tr item: id (first 8 characters), sp, st, e, w (t, st, e, c, d); one word changed.
      const tr = SUBJECT_DOC.snippets.map((s, i) => ({
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
      }));
      const res = await specCall(w, 'POST', `/v2/enterprise/transcript/${workflow.id}`, {
        as: reviewer,
        json: { tr, insights: [{ summary: 'The greeting', timestamp: '0:00:00' }], keywords: ['news'] },
      });
      expectSuccessText(body(res));
    });

    const commentPath = (doc: string) => `/enterprise/comments/${doc}/transcript/${PARAGRAPH_ID}`;

    it('Comments: POST /enterprise/comments/{doc}/transcript/{item} (docid, snippetId, highlighted_text, start_pos, end_pos, comment)', async () => {
      const workflow = await subject(w, 'FR');
      const res = body(
        await specCall(w, 'POST', commentPath(workflow.id), {
          as: reviewer,
          json: {
            docid: workflow.id,
            snippetId: PARAGRAPH_ID,
            highlighted_text: 'welcome',
            start_pos: 10,
            end_pos: 17,
            comment: 'A warm start.',
          },
        }),
      );
      expectSuccessText(res);
      expect(missingFields(res.comment, COMMENT, 'comment')).toEqual([]);
    });

    it('Comments: PUT (_id, comment) on the same path plus /comment/{commentId}', async () => {
      const workflow = await subject(w, 'FR');
      const res = await specCall(w, 'PUT', `${commentPath(workflow.id)}/comment/${COMMENT_ID}`, {
        as: reviewer,
        json: { _id: COMMENT_ID, comment: 'Check this greeting again.' },
      });
      expectSuccessText(body(res));
    });

    it('Comments: DELETE on the same path plus /comment/{commentId}', async () => {
      const workflow = await subject(w, 'FR');
      const res = await specCall(w, 'DELETE', `${commentPath(workflow.id)}/comment/${COMMENT_ID}`, { as: reviewer });
      expectSuccessText(body(res));
    });

    it('Mark workflow complete by id (path not shown)', async () => {
      // The server's path for it: POST /enterprise/workflow/{id}/complete.
      const workflow = await subject(w, 'QR');
      expectMessage(body(await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/complete`, { as: qa })));
    });

    it('GET /enterprise/transcript/export/{a}/{b} (blob)', async () => {
      const workflow = await subject(w, 'FR');
      const res = await specCall(w, 'GET', `/enterprise/transcript/export/${workflow.id}/txt`, { as: reviewer });
      expect(res.body).toContain('hello and welcome to the show');
    });
  });

  it('Hiring score: POST /enterprise/hiring/score/recalculate (ids); GET /enterprise/hiring/score/{id}; POST /enterprise/hiring/score/{id}/qa_notes (notes)', async () => {
    // A pass to score: the reviewer submits their review and QA moves it on to Final Review.
    const workflow = await subject(w, 'FR');
    await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/review`, { as: reviewer });
    await specCall(w, 'POST', `/enterprise/workflow/${workflow.id}/workflow_status`, {
      as: qa,
      json: { workflow_status: 'Compliance' },
    });
    await waitForJobs(w.t, 'enterprise.hiring-score');

    const recalculated = body(
      await specCall(w, 'POST', '/enterprise/hiring/score/recalculate', { as: qa, json: { ids: [workflow.id] } }),
    );
    expectMessage(recalculated);
    expect((recalculated.scores as { workflow_id: string }[]).map((s) => s.workflow_id)).toEqual([workflow.id]);
    await specCall(w, 'GET', `/enterprise/hiring/score/${reviewer.id}`, { as: qa });
    const note = await specCall(w, 'POST', `/enterprise/hiring/score/${reviewer.id}/qa_notes`, {
      as: qa,
      json: { notes: 'Careful with names.' },
    });
    expectSuccessText(body(note));
  });

  it('GET /admin/trigger-auto-assign (type, default ALL)', async () => {
    expectMessage(body(await specCall(w, 'GET', '/admin/trigger-auto-assign?type=ALL', { as: admin })));
  });
});
