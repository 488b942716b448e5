import fs from 'node:fs';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DEFAULT_DOWNLOAD } from '@scriptloom/contracts';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { operationsOf, type Operation } from '../support/openapi-fuzz.js';
import {
  answerMatches,
  CALLERS,
  expectedAnswer,
  parsePermissionMatrix,
  SUBJECT_LABEL,
  SUBJECTS,
  type Caller,
  type MatrixRow,
  type Subject,
} from '../support/permission-matrix.js';
import { REQUESTS, type PreparedRequest, type World } from '../support/permission-requests/index.js';
import {
  accountKeeper,
  addExtras,
  castOf,
  mailedInputs,
  quickAccounts,
  seedSubjects,
  SubjectPool,
  type SubjectIds,
} from '../support/permission-world.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { loadConfig } from '../../src/config.js';
import { parseCidrList } from '../../src/lib/safe-fetch/addresses.js';

/**
 * The permission matrix (docs/product.md#permission-matrix) on the running app: for every row, every
 * caller and, on a `file` row, every subject, a valid request is made and its answer compared with
 * the table's. The cases come from the table; the requests from support/permission-requests/,
 * which knows how to make each one and nothing of what it should answer.
 */

const page = fs.readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');
const { rows, problems } = parsePermissionMatrix(page);

interface Case {
  row: MatrixRow;
  caller: Caller;
  subject?: Subject;
  name: string;
}
/** The cases, those whose input comes by mail last (see `waitsForMail`). */
const waitsForMail = (row: MatrixRow) => Boolean(REQUESTS[row.key]?.waitsForMail);
const CASES: Case[] = [...rows.filter((r) => !waitsForMail(r)), ...rows.filter(waitsForMail)].flatMap((row) =>
  CALLERS.flatMap((caller): Case[] =>
    row.subject === 'file'
      ? SUBJECTS.map((subject) => ({ row, caller, subject, name: `${row.key} as ${caller} on ${subject}` }))
      : [{ row, caller, name: `${row.key} as ${caller}` }],
  ),
);

let t: TestApp;
let w: World;
let pool: SubjectPool;
let shared: Record<Subject, SubjectIds>;
let ops: Operation[];

async function as(token: string, method: InjectOptions['method'], url: string, payload?: object) {
  const res = await t.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  // The feeds' rows fetch a feed served on 127.0.0.1 (support/permission-requests/feeds.ts).
  t = await createTestApp({
    feeds: { ...loadConfig({}).feeds, allowedPrivate: parseCidrList('127.0.0.1/32') },
  });
  const { cast, orgId } = await castOf(t);
  shared = Object.fromEntries(
    await Promise.all(SUBJECTS.map(async (kind) => [kind, (await seedSubjects(t, cast, orgId, kind, 1))[0]!])),
  ) as Record<Subject, SubjectIds>;
  pool = new SubjectPool(t, cast, orgId);
  // Every request that changes its subject takes a fresh one: seeded now, in batches.
  const writing = rows.filter((r) => {
    const spec = REQUESTS[r.key];
    return spec?.subject === 'file' && spec.writes;
  });
  for (const kind of SUBJECTS) await pool.fill(kind, writing.length * CALLERS.length);
  // A score of the reviewer's on a workflow assigned to them, and another workflow to recalculate.
  const [scored, recalculated] = await seedSubjects(t, cast, orgId, 'NS', 2);
  await t.runtime.database.db.insert(schema.hiringScores).values({
    file_id: scored!.id,
    user_id: cast.reviewer.id,
    org_id: orgId,
    accuracy: 0.8,
    words: 18,
    substitutions: 2,
    deletions: 1,
    insertions: 0,
    speaker_errors: 1,
  });

  const [account] = await quickAccounts(t, cast.owner, 'matrix-account', 1);
  const token = (await t.request({ method: 'POST', url: '/api/v1/login', payload: account! })).json().token as string;
  await as(token, 'POST', '/api/v1/payment', { plan: 'written_120', add_on: 1, token_id: 'tok_visa' });
  const invoices = (await as(token, 'GET', '/api/payment/account')).invoices as { invoice_pdf: string }[];
  const { backgrounds, default_id } = await as(token, 'GET', '/api/audiogram/backgrounds');
  const zip = await as(cast.owner.token, 'POST', '/api/up/bulk-download', {
    docId: shared.PF.id,
    params: DEFAULT_DOWNLOAD,
  });
  const workflow = await as(cast.admin.token, 'GET', `/api/enterprise/workflow/${shared.NS.id}`);

  // The mailed codes and links arrive while the other cases run (a failure is the cases' to report).
  const mailed = mailedInputs(t, cast.owner, CALLERS);
  mailed.catch(() => {});
  w = {
    t,
    cast,
    orgId,
    mailed,
    account: account!,
    background: (backgrounds as { id: string }[]).find((b) => b.id !== default_id)!.id,
    invoiceUrl: invoices[0]!.invoice_pdf,
    zipUrl: zip.url,
    objectUrl: workflow.public_url_original,
    scoredWorkflowId: scored!.id,
    recalculatedWorkflowId: recalculated!.id,
    restoreAccounts: await accountKeeper(t, cast),
  };
  ops = operationsOf((await t.request({ method: 'GET', url: '/api/docs' })).json());
}, 300_000);
afterAll(() => t?.close());

/** What the answer says, for a message: its status and the body's `error` (or what a bulk route skipped). */
function received(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: string; skipped?: { reason: string }[] };
    if (parsed.error) return `${status} "${parsed.error}"`;
    if (parsed.skipped?.length) return `${status} skipped: "${parsed.skipped.map((s) => s.reason).join('", "')}"`;
  } catch {
    // Not JSON: a file, a PDF, metrics.
  }
  return String(status);
}

describe('the permission matrix', () => {
  it('is a table without problems', () => {
    expect(problems).toEqual([]);
  });

  it('has a row for every operation of the OpenAPI document, and only routes the app has', () => {
    const documented = new Set(ops.map((op) => `${op.method} ${op.path}`));
    const tabled = new Set(rows.map((r) => r.operation));
    expect([...documented].filter((op) => !tabled.has(op))).toEqual([]);
    // A route the document leaves out (the document itself) must still exist.
    const unknown = [...tabled].filter(
      (op) =>
        !documented.has(op) &&
        !t.app.hasRoute({
          method: op.slice(0, op.indexOf(' ')) as 'GET',
          url: op.slice(op.indexOf(' ') + 1).replace(/\{(\w+)\}/g, ':$1'),
        }),
    );
    expect(unknown).toEqual([]);
  });

  it('knows how to make the request of every row, and of no row the table lacks', () => {
    const keys = new Set(rows.map((r) => r.key));
    expect(rows.filter((r) => !REQUESTS[r.key]).map((r) => r.key)).toEqual([]);
    expect(Object.keys(REQUESTS).filter((k) => !keys.has(k))).toEqual([]);
    const mismatched = rows.filter((r) => (REQUESTS[r.key]?.subject ?? 'none') !== r.subject).map((r) => r.key);
    expect(mismatched).toEqual([]);
  });

  // One test per case, named in full (it.for would shorten the names). Cases run a few at a time:
  // each has its own subject or only reads; those that change the cast's accounts run alone.
  for (const { row, caller, subject, name } of CASES) {
    const test = REQUESTS[row.key]?.serial ? it : it.concurrent;
    test(name, () => check(row, caller, subject));
  }
});

/** The per-person limit of heavy requests waiting (CPU_QUEUE_PER_USER): a capacity answer. */
const isHeavyWorkLimit = (res: { statusCode: number; body: string }) =>
  res.statusCode === 429 && res.body.includes('"RATE_LIMITED"') && res.body.includes('heavy requests');

/** Makes one case's request and compares its answer with the table's. */
async function check(row: MatrixRow, caller: Caller, subject: Subject | undefined) {
  const spec = REQUESTS[row.key];
  if (!spec || (spec.subject ?? 'none') !== row.subject) throw new Error(`no request is known for ${row.key}`);
  const who = caller === 'none' ? undefined : w.cast[caller];
  let req: PreparedRequest;
  let fresh: SubjectIds | undefined;
  if (spec.subject === 'file') {
    fresh = spec.writes ? await pool.take(subject!) : undefined;
    if (fresh && spec.needs) await addExtras(t, [fresh], spec.needs);
    req = await spec.build({ w, caller, who, subject: fresh ?? shared[subject!] });
  } else {
    req = await spec.build({ w, caller, who });
  }
  const send = () =>
    t.request({
      method: req.method,
      url: req.url,
      headers: { ...req.headers, ...(who ? bearer(who.token) : {}) },
      ...(req.payload === undefined ? {} : { payload: req.payload as InjectOptions['payload'] }),
    });
  let res = await send();
  // Cases run side by side, so one caller's heavy requests (exports, replace-all, PDFs) can fill
  // their own share of the CPU pool: 429 says "later", not who may; a client waits and asks again.
  for (let tries = 0; isHeavyWorkLimit(res) && tries < 40; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    res = await send();
  }
  try {
    const answer = expectedAnswer(row, caller, subject);
    const success = res.statusCode >= 200 && res.statusCode < 300;
    if (answer === 'skip' && !req.skipped) throw new Error(`${row.key} is not a bulk route: it cannot skip`);
    const skipped = success && req.skipped ? req.skipped(res.json()) : undefined;
    const where = subject ? ` on ${SUBJECT_LABEL[subject]}` : '';
    const said = received(res.statusCode, res.body);
    const got = skipped === undefined ? said : `${said} (the subject ${skipped ? 'skipped' : 'changed'})`;
    if (!answerMatches(answer, res.statusCode, skipped)) {
      assert.fail(`${row.key} as ${caller}${where}: expected ${answer}, received ${got}`);
    }
  } finally {
    await req.after?.(res);
    // A fresh subject serves one request: once that succeeded it goes, so that no job it started
    // (a render, insights, reprocessing, a score) runs on for nothing.
    if (fresh && res.statusCode < 300) {
      await t.runtime.database.db.delete(schema.files).where(eq(schema.files.id, fresh.id));
    }
  }
}
