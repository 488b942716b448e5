import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@scriptloom/db';
import { personas, type Persona, type Personas } from '../support/enterprise.js';
import { multipart, toneMp3 } from '../support/media-files.js';
import { as as requestAs, eventsOf, seedWorkflow } from '../support/workflow-seed.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

// One policy for who may do what, whichever route a request came in by
// (docs/product.md#permission-matrix): the failures a probe of the running product found, each
// through the personal routes that reached workflows without the organisation's rules.

let t: TestApp;
let cast: Personas;
let call: ReturnType<typeof requestAs>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await personas(t);
  call = requestAs(t);
});
afterAll(() => t?.close());

const workflow = (status: Parameters<typeof seedWorkflow>[3] extends infer O ? O : never) =>
  seedWorkflow(t, cast.admin, cast.orgId, { assignees: [cast.reviewer.id], ...status });
const exists = async (id: string) =>
  (await t.runtime.database.db.select().from(schema.files).where(eq(schema.files.id, id))).length === 1;
const versionOf = async (p: Persona, id: string) =>
  ((await call(p, 'GET', `/up/details/${id}`)).json() as { es_doc: { transcript_version: number } }).es_doc
    .transcript_version;
const historyKinds = async (id: string) =>
  (
    await t.runtime.database.db
      .select({ kind: schema.transcriptVersions.kind })
      .from(schema.transcriptVersions)
      .where(eq(schema.transcriptVersions.file_id, id))
  ).map((r) => r.kind);

describe('deleting a workflow through the personal route', () => {
  it("is the admin's alone: QA and its reviewer get 403 and nothing is deleted", async () => {
    const id = await workflow({ status: 'First_Review' });
    for (const p of [cast.qa, cast.reviewer]) {
      const res = await call(p, 'GET', `/up/delete/${id}`);
      expect(res.statusCode, `${p.role}: ${res.body}`).toBe(403);
    }
    expect(await exists(id)).toBe(true);
    const res = await call(cast.admin, 'GET', `/up/delete/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(id)).toBe(false);
    // Deleted as the workflow route deletes: its history outlives it, with the delete in it.
    expect((await eventsOf(t, id)).map((e) => e.action)).toContain('deleted');
  });
});

describe('marking a workflow complete through the personal route', () => {
  it("refuses its reviewer (403) and records QA's completion in the history", async () => {
    const id = await workflow({ status: 'QA_Review' });
    expect((await call(cast.reviewer, 'POST', `/up/complete/${id}`)).statusCode).toBe(403);
    const res = await call(cast.qa, 'POST', `/up/complete/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await eventsOf(t, id)).map((e) => [e.action, e.to_value])).toContainEqual(['completed', 'true']);
  });
});

describe('the review-status rule holds on every route that writes', () => {
  /** Every write of the probe that skipped the rule, as a request on workflow `id`. */
  const writes = (id: string, version: number) =>
    [
      ['PUT', `/enterprise/workflow/${id}/speakers`, { version, speakers: [{ name: 'Ann' }, { name: 'Robert' }] }],
      ['PUT', `/v1/up/processed_data/${id}/tweet`, { content: 'A new tweet' }],
      ['PUT', `/v1/up/processed_data/${id}/show_notes`, { content: 'New show notes' }],
      ['POST', `/up/insights/${id}/regenerate`, { kinds: ['keywords'] }],
      ['POST', `/article/generate/${id}`, { type: 'recap', format: 'plain', tone: 'neutral' }],
      ['POST', `/audiogram/update-background/${id}/forest`, undefined],
    ] as const;

  it('refuses a reviewer once their pass is in QA Review (409), and lets them write before', async () => {
    const closed = await workflow({ status: 'QA_Review' });
    const version = await versionOf(cast.reviewer, closed);
    for (const [method, url, body] of writes(closed, version)) {
      const res = await call(cast.reviewer, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(409);
    }
    expect(await versionOf(cast.reviewer, closed)).toBe(version);
    const open = await workflow({ status: 'First_Review' });
    for (const [method, url, body] of writes(open, await versionOf(cast.reviewer, open))) {
      const res = await call(cast.reviewer, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('refuses QA and admins once the workflow is submitted (409)', async () => {
    const submitted = await workflow({ status: 'Publication' });
    const version = await versionOf(cast.qa, submitted);
    for (const p of [cast.qa, cast.admin]) {
      for (const [method, url, body] of writes(submitted, version)) {
        const res = await call(p, method, url, body);
        expect(res.statusCode, `${p.role} ${method} ${url}: ${res.body}`).toBe(409);
      }
    }
  });

  it("keeps a workflow's speaker rename in the version history", async () => {
    const id = await workflow({ status: 'First_Review' });
    const version = await versionOf(cast.qa, id);
    const res = await call(cast.qa, 'PUT', `/enterprise/workflow/${id}/speakers`, {
      version,
      speakers: [{ name: 'Ann' }, { name: 'Robert' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(version + 1);
    expect(await historyKinds(id)).toContain('speakers');
  });
});

describe('uploads through the personal routes', () => {
  it("make the member's own file, never an organisation's workflow", async () => {
    const body = multipart({ path: toneMp3(3) });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/up/save',
      headers: { ...bearer(cast.reviewer.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.runtime.database.db.select().from(schema.files).where(eq(schema.files.id, res.json().id));
    expect([row!.user_id, row!.org_id]).toEqual([cast.reviewer.id, null]);
  });
});

describe('sign-in is required unless a route says it is public', () => {
  /** The routes open to everyone (docs/product.md#permission-matrix), as the OpenAPI document names them. */
  const PUBLIC = new Set([
    'GET /api/health',
    'GET /api/client-settings',
    'GET /api/metrics',
    'GET /api/dev/mailbox',
    'POST /api/v1/signup',
    'POST /api/signup/confirm-email',
    'POST /api/signup/resend-verification-email',
    'POST /api/v1/login',
    'POST /api/v1/login/verify',
    'POST /api/login/reset-password-link',
    'POST /api/login/confirm-reset-password',
    'GET /api/payment/plans',
    'GET /api/payment/invoices/{id}/pdf',
    'POST /api/payment/webhook',
    'PUT /api/storage/upload',
    'GET /api/storage/object',
    'GET /api/up/bulk-download/zip',
    'GET /api/audiogram/backgrounds/{id}/preview.png',
    'GET /api/oembed',
    // Review links: the token in the path is the permission (docs/product.md#review-links).
    'GET /api/v1/links/{token}',
    'POST /api/v1/links/{token}/unlock',
    'POST /api/v1/links/{token}/comments',
    'POST /api/v1/links/{token}/decision',
  ]);

  it('answers 401 to every other operation of the OpenAPI document without a token', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(100);
    const open: string[] = [];
    for (const op of operations) {
      if (PUBLIC.has(op)) continue;
      const [method, path] = op.split(' ') as [string, string];
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.request({ method: method as 'GET', url });
      if (res.statusCode !== 401) open.push(`${op}: ${res.statusCode}`);
    }
    expect(open).toEqual([]);
    // Every public entry is a real operation (a renamed route must be renamed here too).
    expect([...PUBLIC].filter((op) => !operations.includes(op))).toEqual([]);
  });
});
