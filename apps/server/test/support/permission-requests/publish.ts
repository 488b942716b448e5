import { and, asc, eq, isNull } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { bearer } from '../test-app.js';
import { get, json, type RequestSpec, type World } from './spec.js';

/** The page address of the owner's first personal file (the shared one, which lives all run), published. */
async function publishedPage(w: World): Promise<string> {
  const [file] = await w.t.runtime.database.db
    .select({ id: schema.files.id })
    .from(schema.files)
    .where(and(eq(schema.files.user_id, w.cast.owner.id), isNull(schema.files.org_id)))
    .orderBy(asc(schema.files.created_at))
    .limit(1);
  const res = await w.t.request({
    method: 'POST',
    url: `/api/v1/up/publish/${file!.id}`,
    headers: bearer(w.cast.owner.token),
  });
  if (res.statusCode !== 200) throw new Error(`could not publish: ${res.body}`);
  return (res.json() as { page_url: string }).page_url;
}

/** Requests of publishing (docs/product.md#publishing). */
export const PUBLISH_REQUESTS: Record<string, RequestSpec> = {
  'POST /api/v1/up/publish/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('POST', `/api/v1/up/publish/${subject.id}`),
  },
  'GET /api/v1/up/publish/{id}': {
    subject: 'file',
    build: ({ subject }) => get(`/api/v1/up/publish/${subject.id}`),
  },
  'DELETE /api/v1/up/publish/{id}': {
    subject: 'file',
    writes: true,
    build: ({ subject }) => json('DELETE', `/api/v1/up/publish/${subject.id}`),
  },
  'GET /api/oembed': {
    build: async ({ w }) => get(`/api/oembed?url=${encodeURIComponent(await publishedPage(w))}&format=json`),
  },
};
