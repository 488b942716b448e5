import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { ENTERPRISE_PERMISSIONS, type EnterpriseAccessRole, type EnterpriseRoute } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { enterpriseRouteKey, installAccessGuard } from '../../src/http/access-guard.js';
import { personas, type Persona, type Personas } from '../support/enterprise.js';
import { seedFile, smallDoc } from '../support/editor-seed.js';
import { exampleOf, operationsOf, type Operation } from '../support/openapi-fuzz.js';
import { bearer, createTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

/**
 * The permission table (docs/product.md#enterprise-permissions), tried on the running app: every
 * route of the table that this build registers is called as every kind of caller, and every
 * enterprise route the app registers must be in the table. Generated from the table and the
 * OpenAPI document, so a new route is covered without editing this file.
 */

/** The routes of organisations and people: this build has them all, whatever else is still missing. */
const PEOPLE_ROUTES: EnterpriseRoute[] = [
  'POST /enterprise/organisations',
  'GET /login/valid-users',
  'POST /login/valid-users',
  'PUT /login/valid-users/:id',
  'DELETE /login/valid-users/:id',
  'POST /login/valid-users/:id/invite',
  'GET /enterprise/get_company_members/accepted',
  'GET /v1/user/all',
  'GET /v1/user/profile/:id',
  'GET /enterprise/organisation',
  'PUT /enterprise/organisation',
  'POST /enterprise/organisation/leave',
];

/** What the guard answers to a signed-in role the table leaves out. */
const GUARD_REFUSAL = 'Your role in the organisation does not allow this.';

type Caller = 'none' | 'outsider' | 'personal' | 'reviewer' | 'qa' | 'admin';
/** Strangers first and the first organisation's admin last, so a delete by someone allowed comes after every check on the same ids. */
const CALLERS: Caller[] = ['none', 'outsider', 'personal', 'reviewer', 'qa', 'admin'];

const ROUTES = (Object.keys(ENTERPRISE_PERMISSIONS) as EnterpriseRoute[]).sort(
  (a, b) => Number(a.startsWith('DELETE ')) - Number(b.startsWith('DELETE ')),
);
const CASES = ROUTES.flatMap((route) => CALLERS.map((caller) => ({ route, caller })));

const methodOf = (route: string) => route.slice(0, route.indexOf(' '));
const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);
/** `/api/login/valid-users/{id}` (OpenAPI) → `/login/valid-users/:id` (the table). */
const tablePath = (openApiPath: string) => openApiPath.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1');

let t: TestApp;
let cast: Personas;
let ops: Operation[];
/** The cast's account rows as created, put back after each call: founding or joining must not leak into the next case. */
let original: (typeof schema.users.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  cast = await personas(t);
  ops = operationsOf((await t.request({ method: 'GET', url: '/api/docs' })).json());
  const ids = [cast.admin, cast.qa, cast.reviewer, cast.outsider, cast.personal].map((p) => p.id);
  original = await Promise.all(
    ids.map(async (id) => (await t.runtime.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!),
  );
});
afterAll(() => t?.close());

afterEach(async () => {
  for (const row of original) {
    await t.runtime.database.db
      .update(schema.users)
      .set({ org_id: row.org_id, org_role: row.org_role, token_version: row.token_version })
      .where(eq(schema.users.id, row.id));
  }
});

const registered = (route: string) =>
  t.app.hasRoute({ method: methodOf(route) as InjectOptions['method'] & string, url: `/api${pathOf(route)}` });

/** Ids that exist in the first organisation: a workflow assigned to its reviewer, an entry of its list, its reviewer's leave. */
async function firstOrganisationIds() {
  const doc = smallDoc([{ speaker: 'Ada', text: 'hello there and welcome' }]);
  const workflowId = await seedFile(t, cast.admin.email, doc);
  await t.runtime.database.db
    .update(schema.files)
    .set({ org_id: cast.orgId, assignees: [cast.reviewer.id] })
    .where(eq(schema.files.id, workflowId));
  const [entry] = await t.runtime.database.db
    .insert(schema.validUsers)
    .values({ org_id: cast.orgId, email: uniqueEmail('listed'), role: 'reviewer' })
    .returning();
  const [leave] = await t.runtime.database.db
    .insert(schema.leaveRequests)
    .values({
      org_id: cast.orgId,
      user_id: cast.reviewer.id,
      leave_type: 'vacation',
      start_date: '2031-05-01',
      end_date: '2031-05-02',
    })
    .returning();
  const [dispute] = await t.runtime.database.db
    .insert(schema.disputes)
    .values({
      org_id: cast.orgId,
      user_id: cast.reviewer.id,
      file_id: workflowId,
      workflow_title: 'Episode',
      kind: 'score',
      message: 'The score missed my fixes.',
    })
    .returning();
  return {
    workflowId,
    disputeId: dispute!.id,
    paragraphId: doc.snippets[0]!.id,
    validUserId: entry!.id,
    memberId: cast.qa.id,
    leaveId: leave!.id,
  };
}

type Ids = Awaited<ReturnType<typeof firstOrganisationIds>>;

function paramValue(route: string, name: string, ids: Ids): string {
  const path = pathOf(route);
  if (path.startsWith('/login/valid-users/')) return ids.validUserId;
  if (path.startsWith('/v1/user/profile/')) return ids.memberId;
  if (path.startsWith('/leave/')) return ids.leaveId;
  if (path.startsWith('/enterprise/hiring/score/')) return ids.memberId;
  if (path.startsWith('/enterprise/disputes/')) return ids.disputeId;
  if (name === 'id' || name === 'doc') return ids.workflowId;
  if (name === 'item') return ids.paragraphId;
  if (name === 'format') return 'txt';
  return randomUUID();
}

/** A well-formed body from the route's schema, with ids of the first organisation where a field asks for one. */
function bodyFor(op: Operation | undefined, ids: Ids): unknown {
  if (!op?.body) return undefined;
  const fill = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) return value.map((v) => fill(v, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k)]));
    }
    if (typeof value !== 'string') return value;
    if (key === 'email') return uniqueEmail('body');
    if (key === 'name') return 'Permission Test Org';
    if (key === 'user_id' || key === 'member_id' || key === 'assignee' || key === 'assignee_id') return ids.memberId;
    if (/(^|_)ids?$/.test(key) || /^(file|doc|workflow)(_?id)?$/i.test(key)) return ids.workflowId;
    return value;
  };
  return fill(exampleOf(op.body));
}

function personaOf(caller: Exclude<Caller, 'none'>): Persona {
  return cast[caller];
}

describe('the enterprise permission table on the running app', () => {
  it('lists every registered enterprise route', () => {
    const enterprise = ops.flatMap((op) => enterpriseRouteKey(op.method, tablePath(op.path)) ?? []);
    expect(enterprise.length).toBeGreaterThanOrEqual(PEOPLE_ROUTES.length);
    const missing = enterprise.filter((key) => !(key in ENTERPRISE_PERMISSIONS));
    expect(missing).toEqual([]);
  });

  it('has the organisation and people routes registered', () => {
    expect(PEOPLE_ROUTES.filter((route) => !registered(route))).toEqual([]);
    const unbuilt = ROUTES.filter((route) => !registered(route));
    if (unbuilt.length) {
      console.info(`Permission table entries not registered in this build (skipped below):\n  ${unbuilt.join('\n  ')}`);
    }
  });

  it('refuses to start with an enterprise route the table lacks', async () => {
    const app = Fastify();
    installAccessGuard(app, t.runtime.ctx);
    expect(() => app.get('/api/enterprise/not-in-the-table', async () => 'no')).toThrow(/ENTERPRISE_PERMISSIONS/);
    await app.close();
  });

  it.for(CASES)('$route as $caller', async ({ route, caller }, ctx) => {
    if (!registered(route)) ctx.skip();
    const ids = await firstOrganisationIds();
    const op = ops.find((o) => o.method === methodOf(route) && tablePath(o.path) === pathOf(route));
    const params = op?.pathParams ?? [...pathOf(route).matchAll(/:(\w+)/g)].map((m) => m[1]!);
    let url = `/api${pathOf(route)}`;
    for (const name of params) url = url.replace(`:${name}`, paramValue(route, name, ids));
    const query = Object.entries(op?.query ?? {}).map(
      ([k, s]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(exampleOf(s) ?? 'a'))}`,
    );
    if (query.length) url += `?${query.join('&')}`;
    const body = bodyFor(op, ids);
    const headers: Record<string, string> = caller === 'none' ? {} : bearer(personaOf(caller).token);
    const res = await t.request({
      method: methodOf(route) as InjectOptions['method'],
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const said = `${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, said).toBeLessThan(500);

    if (caller === 'none') {
      expect(res.statusCode, said).toBe(401);
      return;
    }
    const role: EnterpriseAccessRole = caller === 'outsider' ? 'admin' : caller;
    const allowed = (ENTERPRISE_PERMISSIONS[route] as readonly EnterpriseAccessRole[]).includes(role);
    if (!allowed) {
      expect(res.statusCode, said).toBe(403);
      expect(res.json().error, said).toBe(GUARD_REFUSAL);
      return;
    }
    // Allowed: past the guard. What the route itself answers (200, 201, 400, 404, 409, a transition
    // refused) is its own business, but never the table's refusal or a sign-in.
    expect(res.statusCode, said).not.toBe(401);
    expect(res.statusCode === 403 && res.json().error === GUARD_REFUSAL, said).toBe(false);
    if (caller === 'outsider' && params.length > 0) {
      // Another organisation's ids answer like ids that do not exist.
      expect(res.statusCode, said).toBe(404);
    }
  });
});
