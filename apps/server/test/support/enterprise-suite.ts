import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { personas, type Personas } from './enterprise.js';
import { createTestApp, type TestApp } from './test-app.js';
import { as } from './workflow-seed.js';

export interface EnterpriseSuite {
  t: TestApp;
  p: Personas;
  call: ReturnType<typeof as>;
}

/**
 * What most enterprise test files start from: the app on a fresh database, the cast of the
 * permission tests (its reviewer named Remy Reader, so names can be asserted) and a request helper.
 */
export async function enterpriseSuite(): Promise<EnterpriseSuite> {
  const t = await createTestApp();
  const p = await personas(t);
  await t.runtime.database.db
    .update(schema.users)
    .set({ first_name: 'Remy', last_name: 'Reader' })
    .where(eq(schema.users.id, p.reviewer.id));
  return { t, p, call: as(t) };
}
