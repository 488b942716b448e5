import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { WorkflowStatus } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { seedFile, smallDoc, type SeedDoc } from './editor-seed.js';
import type { Persona } from './enterprise.js';
import { bearer, type TestApp } from './test-app.js';

export const twoSpeakerDoc = () =>
  smallDoc([
    { speaker: 'Ann', text: 'hello and welcome' },
    { speaker: 'Bob', text: 'thanks for having me' },
    { speaker: 'Ann', text: 'let us begin' },
  ]);

/**
 * A workflow of `orgId` uploaded by `owner`, written straight into the database (no recognition):
 * a processed file with a small transcript unless `doc` is null (still processing).
 */
export async function seedWorkflow(
  t: TestApp,
  owner: Persona,
  orgId: string,
  options: {
    title?: string;
    status?: WorkflowStatus;
    assignees?: string[];
    doc?: SeedDoc | null;
    createdAt?: Date;
  } = {},
): Promise<string> {
  const id = await seedFile(t, owner.email, options.doc === undefined ? twoSpeakerDoc() : options.doc);
  await t.runtime.database.db
    .update(schema.files)
    .set({
      org_id: orgId,
      title: options.title ?? 'Episode',
      workflow_status: options.status ?? 'Not_Started',
      assignees: options.assignees ?? [],
      ...(options.createdAt && { created_at: options.createdAt }),
    })
    .where(eq(schema.files.id, id));
  return id;
}

/** Puts a workflow in a status directly (a test's starting point, not a move). */
export async function setStatus(t: TestApp, id: string, status: WorkflowStatus): Promise<void> {
  await t.runtime.database.db.update(schema.files).set({ workflow_status: status }).where(eq(schema.files.id, id));
}

export async function eventsOf(t: TestApp, id: string) {
  return t.runtime.database.db
    .select()
    .from(schema.workflowEvents)
    .where(eq(schema.workflowEvents.file_id, id))
    .orderBy(schema.workflowEvents.created_at);
}

export async function keptTranscripts(t: TestApp, id: string) {
  return t.runtime.database.db
    .select()
    .from(schema.workflowTranscripts)
    .where(eq(schema.workflowTranscripts.file_id, id));
}

/** A request as `p`, with a JSON body when given. */
export const as = (t: TestApp) => (p: Persona, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    headers: bearer(p.token),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
