import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditRender, EditRendersResponse, Snippet, TranscriptVersionList } from '@scriptloom/contracts';
import { BillingMessages, EditRenderMessages } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { planEdit } from '@scriptloom/transcript';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser } from '../support/editor-seed.js';
import { withTempFile } from '../support/export-tools.js';
import { repoFixture } from '../support/media-files.js';
import { podcast, seedPodcast } from '../support/insights-seed.js';
import { recoverInsights } from '../../src/pipeline/insights-recover.js';

const run = promisify(execFile);

let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;
let free: Awaited<ReturnType<typeof editorUser>>;

/** The podcast with every third word of the first paragraphs struck, and one whole paragraph. */
function struckPodcast(): Snippet[] {
  return podcast.snippets.map((s, i) => ({
    ...s,
    words: s.words.map((w, j) => ({ ...w, is_removed: i === 2 || (i < 6 && j % 3 === 1) })),
  }));
}
const allStruck = (): Snippet[] =>
  podcast.snippets.map((s) => ({ ...s, words: s.words.map((w) => ({ ...w, is_removed: true })) }));

/** Puts the podcast's playback MP3 behind a seeded file, as processing leaves it. */
async function attachMedia(fileId: string) {
  const db = t.runtime.database.db;
  const [file] = await db.select().from(schema.files).where(eq(schema.files.id, fileId));
  const key = `files/${file!.user_id}/${fileId}/playback.mp3`;
  const temp = `${t.runtime.ctx.config.workDir}/seed-${fileId}.mp3`;
  fs.copyFileSync(repoFixture('podcast-2spk.mp3'), temp);
  await t.runtime.ctx.storage.putFile(key, temp);
  await db.update(schema.files).set({ playback_key: key }).where(eq(schema.files.id, fileId));
}

async function seeded(user: typeof owner, snippets: Snippet[]) {
  const id = await seedPodcast(t, user.email, { queued: [], snippets });
  await attachMedia(id);
  const versions = await user.call('GET', `/api/v1/up/versions/${id}`);
  expect(versions.statusCode, versions.body).toBe(200);
  return { id, version: (versions.json() as TranscriptVersionList).current_version! };
}

async function renders(fileId: string): Promise<EditRendersResponse> {
  const res = await owner.call('GET', `/api/v1/up/edit-render/${fileId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Polls until the render has finished (or failed). */
async function settled(fileId: string, id: string): Promise<EditRender> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const render = (await renders(fileId)).find((r) => r.id === id);
    if (render && (render.status === 'Processed' || render.status === 'failed')) return render;
    if (Date.now() > deadline) throw new Error(`render ${id} still ${render?.status} after 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function probe(body: Buffer, ext: string) {
  return withTempFile(body, ext, async (file) => {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
    const info = JSON.parse(stdout) as { streams: { codec_name: string }[]; format: { duration: string } };
    return { codec: info.streams[0]?.codec_name, duration: Number(info.format.duration) };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, free] = await Promise.all([editorUser(t), editorUser(t)]);
  // Renders count against media minutes, which a free plan has none of: a written and media pack gives 120.
  const pack = await owner.call('POST', '/api/v1/payment', { token_id: 'tok_visa', plan: 'media_120', add_on: 1 });
  expect(pack.statusCode, pack.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('edited renders', () => {
  it.each(['mp3', 'wav'] as const)(
    'renders the recording without its struck words as %s, as long as the plan keeps',
    async (format) => {
      const snippets = struckPodcast();
      const { id, version } = await seeded(owner, snippets);
      const started = Date.now();
      const res = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format, version });
      expect(res.statusCode, res.body).toBe(202);
      const queued = res.json() as EditRender;
      expect(queued).toMatchObject({ format, version, url: null, loudness: null });
      const done = await settled(id, queued.id);
      const seconds = (Date.now() - started) / 1000;
      expect(done.status, done.error ?? '').toBe('Processed');
      console.log(`edit render ${format}: ${seconds.toFixed(2)} s for ${podcast.duration.toFixed(1)} s of audio`);

      const plan = planEdit(snippets, { duration: podcast.duration });
      const struckSeconds = snippets
        .flatMap((s) => s.words)
        .filter((w) => w.is_removed)
        .reduce((sum, w) => sum + (w.end - w.start), 0);
      const file = await t.request({ method: 'GET', url: done.url! });
      expect(file.statusCode).toBe(200);
      const written = await probe(file.rawPayload, format);
      expect(written.codec).toBe(format === 'mp3' ? 'mp3' : 'pcm_s16le');
      expect(Math.abs(written.duration - plan.editedDuration)).toBeLessThan(0.1);
      expect(Math.abs(done.duration - written.duration)).toBeLessThan(0.1);
      // Every struck word's time is gone, at the least.
      expect(written.duration).toBeLessThan(podcast.duration - struckSeconds + 0.1);
    },
    150_000,
  );

  it('refuses a render with every word struck, and one of a version the history does not have', async () => {
    const { id, version } = await seeded(owner, allStruck());
    const res = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp3', version });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(EditRenderMessages.everythingStruck);
    const gone = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp3', version: version + 5 });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(EditRenderMessages.versionGone);
    const bad = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'flac', version });
    expect(bad.statusCode).toBe(400);
    expect(await renders(id)).toEqual([]);
  });

  it('refuses a plan without media minutes with 402', async () => {
    const { id, version } = await seeded(free, struckPodcast());
    const res = await free.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp3', version });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toContain(BillingMessages.noMediaAllowance);
    // Another person's file is not there for them.
    expect((await owner.call('GET', `/api/v1/up/edit-render/${id}`)).statusCode).toBe(404);
  });

  it('deletes a render and its file', async () => {
    const { id, version } = await seeded(owner, struckPodcast());
    const res = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'm4a', version, max_pause_ms: 400 });
    expect(res.statusCode, res.body).toBe(202);
    const done = await settled(id, (res.json() as EditRender).id);
    expect(done.status, done.error ?? '').toBe('Processed');
    expect((await probe((await t.request({ method: 'GET', url: done.url! })).rawPayload, 'm4a')).codec).toBe('aac');
    const del = await owner.call('DELETE', `/api/v1/up/edit-render/${id}/${done.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await renders(id)).toEqual([]);
    expect((await t.request({ method: 'GET', url: done.url! })).statusCode).toBe(404);
    expect((await owner.call('DELETE', `/api/v1/up/edit-render/${id}/${done.id}`)).statusCode).toBe(404);
  }, 150_000);

  it('finishes a render its worker left half done (a crash), once the recovery sweep finds it', async () => {
    const snippets = struckPodcast();
    const { id, version } = await seeded(owner, snippets);
    const plan = planEdit(snippets, { duration: podcast.duration });
    const [user] = await t.runtime.database.db.select().from(schema.users).where(eq(schema.users.email, owner.email));
    // As a worker that died mid-render leaves it: rendering, no job waiting, not touched for 10 minutes.
    const stale = new Date(Date.now() - 10 * 60_000);
    const [row] = await t.runtime.database.db
      .insert(schema.editRenders)
      .values({
        file_id: id,
        user_id: user!.id,
        format: 'mp3',
        version,
        status: 'rendering',
        progress: 0.4,
        kept: plan.kept,
        duration: plan.editedDuration,
        minutes: 2,
        created_at: stale,
        updated_at: stale,
      })
      .returning();
    expect(await recoverInsights(t.runtime.ctx)).toBeGreaterThanOrEqual(1);
    const done = await settled(id, row!.id);
    expect(done.status, done.error ?? '').toBe('Processed');
    expect(Math.abs(done.duration - plan.editedDuration)).toBeLessThan(0.1);
  }, 150_000);
});
