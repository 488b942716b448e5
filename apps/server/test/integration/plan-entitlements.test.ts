import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EntitlementMessages, type ArticleGenerateInput } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { editorSuite, editorUser, onPlan, type EditorUser } from '../support/editor-seed.js';
import { seedPodcast } from '../support/insights-seed.js';
import { insertOrganisation } from '../support/enterprise.js';
import type { TestApp } from '../support/test-app.js';

/** docs/product.md#plans-and-limits: what each plan lets a person make, refused with 402 where it does not. */

let t: TestApp;
let free: EditorUser;
beforeAll(async () => ({ t, owner: free } = await editorSuite()));
afterAll(() => t?.close());

const ARTICLE: ArticleGenerateInput = { type: 'recap', format: 'plain', tone: 'neutral' };
const NOT_IN_PLAN = { code: 'NOT_IN_PLAN', error: EntitlementMessages.writtenContent };

const processed = (who: EditorUser) => seedPodcast(t, who.email, { queued: [] });
const article = (who: EditorUser, fileId: string) => who.call('POST', `/api/article/generate/${fileId}`, ARTICLE);
const regenerate = (who: EditorUser, fileId: string, kinds: string[]) =>
  who.call('POST', `/api/up/insights/${fileId}/regenerate`, { kinds });

async function articlesOf(fileId: string) {
  return t.runtime.database.db.select().from(schema.articles).where(eq(schema.articles.file_id, fileId));
}

describe('Flexi Free', () => {
  it('refuses an article with 402 NOT_IN_PLAN, and queues nothing', async () => {
    const fileId = await processed(free);
    const res = await article(free, fileId);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual(NOT_IN_PLAN);
    expect(await articlesOf(fileId)).toHaveLength(0);
  });

  it('refuses show notes, posts and captions, alone or among other kinds; the rest is included', async () => {
    const fileId = await processed(free);
    for (const kinds of [['show_notes'], ['tweet'], ['caption'], ['keywords', 'caption']]) {
      const res = await regenerate(free, fileId, kinds);
      expect(res.statusCode, kinds.join()).toBe(402);
      expect(res.json()).toEqual(NOT_IN_PLAN);
    }
    const included = await regenerate(free, fileId, ['summary', 'chapters', 'keywords', 'entities', 'quotes']);
    expect(included.statusCode, included.body).toBe(202);
  });

  it('still answers 404 for a file the caller cannot reach, before anything about plans', async () => {
    const owner = await editorUser(t);
    await onPlan(t, owner.email, 'hobbyist_monthly');
    const theirs = await processed(owner);
    expect((await article(free, theirs)).statusCode).toBe(404);
  });
});

describe('what includes written content', () => {
  it('Hobbyist and Professional', async () => {
    for (const plan of ['hobbyist_monthly', 'professional_yearly'] as const) {
      const user = await editorUser(t);
      await onPlan(t, user.email, plan);
      const fileId = await processed(user);
      expect((await article(user, fileId)).statusCode, plan).toBe(202);
      expect((await regenerate(user, fileId, ['show_notes'])).statusCode, plan).toBe(202);
    }
  });

  it('a written content pack on Flexi Free, bought through the payment route, while its minutes last', async () => {
    const user = await editorUser(t);
    const fileId = await processed(user);
    expect((await article(user, fileId)).statusCode).toBe(402);
    const bought = await user.call('POST', '/api/v1/payment', { token_id: 'tok_visa', plan: 'written_120', add_on: 1 });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await article(user, fileId)).statusCode).toBe(202);

    // Every minute used (the plan's 40 and the pack's 120): nothing of the pack is left.
    await t.runtime.database.db
      .update(schema.users)
      .set({ transcript_used: 160 })
      .where(eq(schema.users.email, user.email));
    expect((await regenerate(user, fileId, ['tweet'])).json()).toEqual(NOT_IN_PLAN);
  });

  it("an organisation's workflow, whatever the member's own plan", async () => {
    const orgId = await insertOrganisation(t, 'Plan Free Agency');
    const admin = await editorUser(t);
    await t.runtime.database.db
      .update(schema.users)
      .set({ org_id: orgId, org_role: 'admin' })
      .where(eq(schema.users.email, admin.email));
    const fileId = await processed(admin);
    await t.runtime.database.db.update(schema.files).set({ org_id: orgId }).where(eq(schema.files.id, fileId));
    expect((await article(admin, fileId)).statusCode).toBe(202);
    expect((await regenerate(admin, fileId, ['caption'])).statusCode).toBe(202);
  });
});
