import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import type { OrgRoleName } from '@scriptloom/contracts';
import { signUpVerified, uniqueEmail, type TestApp } from './test-app.js';

export interface Persona {
  id: string;
  email: string;
  password: string;
  /** A token issued after the role was given, so its `org_role` claim carries it. */
  token: string;
  orgId: string | null;
  role: OrgRoleName | null;
}

export interface Personas {
  orgId: string;
  admin: Persona;
  qa: Persona;
  reviewer: Persona;
  /** The admin of another organisation: its ids must answer 404 here and ours 404 there. */
  outsider: Persona;
  outsiderOrgId: string;
  /** A signed-in user in no organisation. */
  personal: Persona;
}

/** An organisation row, written directly: tests of other routes need one without going through the API. */
export async function insertOrganisation(t: TestApp, name = 'Acme Audio'): Promise<string> {
  const id = randomUUID();
  await t.runtime.database.db
    .insert(schema.organisations)
    .values({ id, name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 8)}` });
  return id;
}

async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().token as string;
}

/** A verified account placed in `orgId` with `role` (or personal), signed in afresh. */
export async function persona(
  t: TestApp,
  label: string,
  orgId: string | null,
  role: OrgRoleName | null,
): Promise<Persona> {
  const { email, password } = await signUpVerified(t, uniqueEmail(label));
  const [user] = await t.runtime.database.db
    .update(schema.users)
    .set({ org_id: orgId, org_role: role })
    .where(eq(schema.users.email, email))
    .returning({ id: schema.users.id });
  return { id: user!.id, email, password, token: await login(t, email, password), orgId, role };
}

/** The cast of the permission tests: three roles of one organisation, another organisation's admin, a personal user. */
export async function personas(t: TestApp): Promise<Personas> {
  const orgId = await insertOrganisation(t, 'Acme Audio');
  const outsiderOrgId = await insertOrganisation(t, 'Other Agency');
  // One after another: sign-ins at the same moment from one address can be throttled (an attempt
  // recorded a moment after another one read the clock counts as in its future).
  const admin = await persona(t, 'admin', orgId, 'admin');
  const qa = await persona(t, 'qa', orgId, 'qa');
  const reviewer = await persona(t, 'reviewer', orgId, 'reviewer');
  const outsider = await persona(t, 'outsider', outsiderOrgId, 'admin');
  const personal = await persona(t, 'personal', null, null);
  return { orgId, admin, qa, reviewer, outsider, outsiderOrgId, personal };
}
