import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { Comment, OrgRoleName, Snippet, Speaker } from '@scriptloom/contracts';
import { schema, storeDocumentParagraphs, writeWholeDocument } from '@scriptloom/db';
import { formatTimestamp } from '@scriptloom/transcript';
import { processedData, smallDoc } from './editor-seed.js';
import { insertOrganisation, persona, type Persona } from './enterprise.js';
import { SUBJECT_STATUS, SUBJECTS, type Caller, type Subject } from './permission-matrix.js';
import { codeFrom, resetTokenFrom, TEST_PASSWORD, uniqueEmail, type TestApp } from './test-app.js';

/**
 * What the permission matrix test (integration/permission-matrix.test.ts) works on: the cast of
 * callers, the subjects (the owner's personal file and the first organisation's workflows, with
 * what routes ask for by id: comments, versions, articles, audiograms, the upload) and the inputs
 * of the public routes that need mail. Subjects are written straight into the database, in
 * batches: the test makes some 3,400 requests and must not spend its time seeding.
 */

export type Cast = Record<Exclude<Caller, 'none'>, Persona>;

/** A subject and the ids of what hangs off it. */
export interface SubjectIds {
  kind: Subject;
  id: string;
  /** Who uploaded it: the owner, or the organisation's admin. */
  uploaderId: string;
  articleId: string;
  clipId: string;
  editRenderId: string;
  versionId: string;
}

/** The transcript document's version of every subject: an original (version 1) edited once. */
export const DOC_VERSION = 2;
export const PARAGRAPH_ID = 'p0';
export const COMMENT_ID = 'c1';
/** A speaker on the list who has no paragraph: one that `DELETE /up/speaker` may remove. */
export const UNUSED_SPEAKER = 'Guest';

function subjectDoc() {
  const doc = smallDoc([
    { speaker: 'Ann', text: 'hello and welcome to the show' },
    { speaker: 'Bob', text: 'thanks for having me here today' },
    { speaker: 'Ann', text: 'let us begin with the news' },
  ]);
  const comment: Comment = {
    id: COMMENT_ID,
    comment: 'Check this greeting.',
    start_pos: 0,
    end_pos: 5,
    highlighted_text: 'hello',
    created_by: { first_name: 'Ada' },
  };
  const snippets: Snippet[] = doc.snippets.map((s, i) => (i === 0 ? { ...s, comments: [comment] } : s));
  const speakers: Speaker[] = [...doc.speakers, { name: UNUSED_SPEAKER }];
  const quoted = snippets[1]!;
  return {
    snippets,
    speakers,
    quote: {
      text: 'thanks for having me here today',
      speaker: quoted.speaker,
      start: quoted.start,
      end: quoted.end,
      timestamp: formatTimestamp(quoted.start),
    },
  };
}

export const SUBJECT_DOC = subjectDoc();

/** The original a subject's version history keeps: one word differs, so restoring it changes the document. */
const originalSnippets = (): Snippet[] =>
  SUBJECT_DOC.snippets.map((s, i) =>
    i === 0 ? { ...s, words: s.words.map((w, j) => (j === 4 ? { ...w, text: 'our' } : w)) } : s,
  );

/** Bytes standing for the upload: the routes only move them; a render fails on them at once. */
const MEDIA_BYTES = Buffer.from('not really audio, only bytes for the permission matrix\n'.repeat(20));

/** What a subject may carry beyond its file and transcript, for the routes that ask for it by id. */
export type Extra = 'version' | 'article' | 'clip' | 'edit' | 'media';
export const EXTRAS: readonly Extra[] = ['version', 'article', 'clip', 'edit', 'media'];

/** Seeds `count` subjects of one kind, each table in one statement, with the extras asked for. */
export async function seedSubjects(
  t: TestApp,
  cast: Cast,
  orgId: string,
  kind: Subject,
  count: number,
  extras: readonly Extra[] = EXTRAS,
): Promise<SubjectIds[]> {
  const db = t.runtime.database.db;
  const uploader = kind === 'PF' ? cast.owner : cast.admin;
  const subjects = Array.from({ length: count }, (): SubjectIds => ({
    kind,
    id: randomUUID(),
    uploaderId: uploader.id,
    articleId: randomUUID(),
    clipId: randomUUID(),
    editRenderId: randomUUID(),
    versionId: randomUUID(),
  }));
  await db.insert(schema.files).values(
    subjects.map((s) => ({
      id: s.id,
      user_id: uploader.id,
      title: kind === 'PF' ? 'Personal episode' : `Workflow in ${kind}`,
      file_name: 'episode.mp3',
      file_type: 'audio' as const,
      format_name: 'mp3',
      size_bytes: MEDIA_BYTES.length,
      duration_sec: 600,
      original_key: originalKey(s),
      status: 'processed' as const,
      stage: 'processed',
      progress: 100,
      ...(kind === 'PF' ? {} : { org_id: orgId, workflow_status: SUBJECT_STATUS[kind], assignees: [cast.reviewer.id] }),
    })),
  );
  const { snippets, speakers, quote } = SUBJECT_DOC;
  for (const s of subjects) {
    await writeWholeDocument(
      db,
      s.id,
      { snippets, speakers, processed_data: processedData(speakers, { abstract: 'An episode about the news.' }) },
      {
        contents: { quotes: [quote], show_notes: 'Show notes.', tweet: 'A tweet.', caption: 'A caption.' },
        version: DOC_VERSION,
      },
    );
  }
  await addExtras(t, subjects, extras);
  return subjects;
}

const originalKey = (s: SubjectIds) => `users/${s.uploaderId}/files/${s.id}/original.mp3`;

/**
 * Gives subjects what some routes ask for by id: the original in the version history, a written
 * article, a failed audiogram, a failed edited render, and the upload's bytes in storage.
 */
export async function addExtras(t: TestApp, subjects: SubjectIds[], extras: readonly Extra[]): Promise<void> {
  const db = t.runtime.database.db;
  const { speakers, quote } = SUBJECT_DOC;
  if (extras.includes('version')) {
    for (const s of subjects) {
      await db.insert(schema.transcriptVersions).values({
        id: s.versionId,
        file_id: s.id,
        version: 1,
        kind: 'original' as const,
        word_count: 18,
        paragraphs: await storeDocumentParagraphs(db, s.id, originalSnippets()),
        speakers,
        processed_data: processedData(speakers),
      });
    }
  }
  if (extras.includes('article')) {
    await db.insert(schema.articles).values(
      subjects.map((s) => ({
        id: s.articleId,
        file_id: s.id,
        user_id: s.uploaderId,
        status: 'Processed' as const,
        type: 'blog_post',
        format: 'sections',
        tone: 'neutral',
        title: 'The news',
        content: 'An article about the news.',
      })),
    );
  }
  if (extras.includes('clip')) {
    await db.insert(schema.mediaClips).values(
      subjects.map((s) => ({
        id: s.clipId,
        file_id: s.id,
        user_id: s.uploaderId,
        kind: 'audiogram' as const,
        status: 'failed' as const,
        error: 'The render failed.',
        shape: 'square' as const,
        background: 'midnight',
        start_sec: quote.start,
        end_sec: quote.end,
        text: quote.text,
        speaker: quote.speaker,
        words: [],
      })),
    );
  }
  if (extras.includes('edit')) {
    await db.insert(schema.editRenders).values(
      subjects.map((s) => ({
        id: s.editRenderId,
        file_id: s.id,
        user_id: s.uploaderId,
        format: 'mp3' as const,
        version: DOC_VERSION,
        status: 'failed' as const,
        error: 'The render failed.',
        kept: [{ start: 0, end: 1 }],
        duration: 1,
        minutes: 1,
      })),
    );
  }
  if (extras.includes('media')) {
    for (const s of subjects) await t.runtime.ctx.storage.write(originalKey(s), Readable.from([MEDIA_BYTES]));
  }
}

/**
 * A fresh subject for every request that changes or deletes one, seeded ahead in batches with its
 * file and transcript only (`addExtras` gives one what its request needs).
 */
export class SubjectPool {
  private readonly waiting = new Map<Subject, SubjectIds[]>(SUBJECTS.map((kind) => [kind, []]));
  constructor(
    private readonly t: TestApp,
    private readonly cast: Cast,
    private readonly orgId: string,
  ) {}

  /** Seeds subjects of `kind` until `count` wait. */
  async fill(kind: Subject, count: number): Promise<void> {
    const list = this.waiting.get(kind)!;
    while (list.length < count) {
      list.push(...(await seedSubjects(this.t, this.cast, this.orgId, kind, Math.min(100, count - list.length), [])));
    }
  }

  async take(kind: Subject): Promise<SubjectIds> {
    const list = this.waiting.get(kind)!;
    while (!list.length) await this.fill(kind, 20);
    return list.pop()!;
  }
}

/** The cast: two personal users, four members of the first organisation, another organisation's admin. */
export async function castOf(t: TestApp) {
  const orgId = await insertOrganisation(t, 'Acme Audio');
  const outsiderOrgId = await insertOrganisation(t, 'Other Agency');
  // The owner signs up as anyone would; the others are made like them, without waiting for mail.
  const owner = await persona(t, 'owner', null, null);
  const like = async (label: string, org: string | null, role: OrgRoleName | null): Promise<Persona> => {
    const [account] = await quickAccounts(t, owner, label, 1);
    const [row] = await t.runtime.database.db
      .update(schema.users)
      .set({ org_id: org, org_role: role })
      .where(eq(schema.users.email, account!.email))
      .returning({ id: schema.users.id });
    const res = await t.request({ method: 'POST', url: '/api/v1/login', payload: account });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return { id: row!.id, ...account!, token: res.json().token as string, orgId: org, role };
  };
  // One after another: sign-ins at the same moment from one address can be throttled.
  const cast: Cast = {
    owner,
    other: await like('other', null, null),
    admin: await like('admin', orgId, 'admin'),
    qa: await like('qa', orgId, 'qa'),
    reviewer: await like('reviewer', orgId, 'reviewer'),
    unassigned: await like('unassigned', orgId, 'reviewer'),
    outsider: await like('outsider', outsiderOrgId, 'admin'),
  };
  // Media minutes for audiogram renders, which a free plan has none of, and a written content
  // pack's 120 minutes beside the plan's 40, which bring the written content (articles, show notes)
  // Flexi Free leaves out (docs/product.md#plans-and-limits). Not a plan: the matrix subscribes.
  await t.runtime.database.db
    .update(schema.users)
    .set({ transcript_total: 160, audio_with_media_total: 1000 })
    .where(
      inArray(
        schema.users.id,
        Object.values(cast).map((p) => p.id),
      ),
    );
  return { cast, orgId };
}

/** The cast's account rows as they are now, and a function that puts them back. */
export async function accountKeeper(t: TestApp, cast: Cast) {
  const db = t.runtime.database.db;
  const ids = Object.values(cast).map((p) => p.id);
  const rows = await db.select().from(schema.users).where(inArray(schema.users.id, ids));
  return async () => {
    for (const row of rows) {
      await db
        .update(schema.users)
        .set({
          password_hash: row.password_hash,
          token_version: row.token_version,
          two_step_enabled: row.two_step_enabled,
          org_id: row.org_id,
          org_role: row.org_role,
        })
        .where(eq(schema.users.id, row.id));
    }
  };
}

/**
 * Confirmed accounts made straight in the database, with the password of `like` (its stored hash),
 * so that making them waits for no mail. `twoStep` turns two-step sign-in on.
 */
export async function quickAccounts(
  t: TestApp,
  like: Persona,
  label: string,
  count: number,
  { twoStep = false } = {},
): Promise<{ email: string; password: string }[]> {
  const db = t.runtime.database.db;
  const [template] = await db.select().from(schema.users).where(eq(schema.users.id, like.id));
  const emails = Array.from({ length: count }, () => uniqueEmail(label));
  await db.insert(schema.users).values(
    emails.map((email) => ({
      email,
      password_hash: template!.password_hash,
      first_name: 'Casey',
      email_verified_at: new Date(),
      two_step_enabled: twoStep,
    })),
  );
  return emails.map((email) => ({ email, password: like.password }));
}

const perCaller = async <T>(callers: readonly Caller[], make: (caller: Caller, i: number) => Promise<T>) =>
  Object.fromEntries(await Promise.all(callers.map(async (c, i) => [c, await make(c, i)] as const))) as Record<
    Caller,
    T
  >;

/**
 * Inputs of the public routes that need a mailed code or link, one per caller (each is used once).
 * The mail queue delivers a message about every half second, so the test starts without them and
 * runs the cases that need them last.
 */
export async function mailedInputs(t: TestApp, like: Persona, callers: readonly Caller[]) {
  const confirming = perCaller(callers, async () => {
    const email = uniqueEmail('matrix-confirm');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email, password: TEST_PASSWORD, first_name: 'Casey' },
    });
    if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
    return { email, code: codeFrom(await t.waitForMail(email)) };
  });

  const forReset = await quickAccounts(t, like, 'matrix-reset', callers.length);
  const resetting = perCaller(callers, async (_, i) => {
    const { email } = forReset[i]!;
    await t.request({ method: 'POST', url: '/api/login/reset-password-link', payload: { email } });
    return { token: resetTokenFrom(await t.waitForMail(email, (m) => m.subject.startsWith('Reset your'))) };
  });

  const twoStep = await quickAccounts(t, like, 'matrix-two-step', callers.length, { twoStep: true });
  // Sign-ins one after another (see castOf), then the codes' mails waited for together.
  const challenges: string[] = [];
  for (const { email, password } of twoStep) {
    const res = await t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
    if (!res.json().challenge_id) throw new Error(`no two-step challenge: ${res.body}`);
    challenges.push(res.json().challenge_id as string);
  }
  const verifying = perCaller(callers, async (_, i) => {
    const mail = await t.waitForMail(twoStep[i]!.email, (m) => m.subject.includes('sign-in code'));
    return { challenge_id: challenges[i]!, code: codeFrom(mail) };
  });

  return { confirm: await confirming, reset: await resetting, verify: await verifying };
}

export type MailedInputs = Awaited<ReturnType<typeof mailedInputs>>;
