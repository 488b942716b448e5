import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditRender, EditRendersResponse, Snippet, TranscriptVersionList } from '@scriptloom/contracts';
import { BillingMessages, EditRenderMessages } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { planEdit } from '@scriptloom/transcript';
import { createTestApp, waitForJobs, type TestApp } from '../support/test-app.js';
import { editorUser } from '../support/editor-seed.js';
import { withTempFile } from '../support/export-tools.js';
import { repoFixture } from '../support/media-files.js';
import { podcast, seedPodcast } from '../support/insights-seed.js';
import { recoverInsights } from '../../src/pipeline/insights-recover.js';
import { chargedMinutes } from '../../src/services/audiograms/render-clip.js';
import { editRenderKey } from '../../src/storage/file-keys.js';

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

/** Makes a seeded file a video upload: the podcast's video as its original, as an upload of one leaves it. */
async function attachVideo(fileId: string) {
  const db = t.runtime.database.db;
  const [file] = await db.select().from(schema.files).where(eq(schema.files.id, fileId));
  const key = `files/${file!.user_id}/${fileId}/original.mp4`;
  const temp = `${t.runtime.ctx.config.workDir}/seed-${fileId}.mp4`;
  fs.copyFileSync(repoFixture('podcast-2spk.mp4'), temp);
  await t.runtime.ctx.storage.putFile(key, temp);
  await db
    .update(schema.files)
    .set({ file_type: 'video', format_name: 'mov,mp4,m4a,3gp,3g2,mj2', original_key: key })
    .where(eq(schema.files.id, fileId));
}

/** The media minutes the user has used. */
async function minutesUsed(email: string): Promise<number> {
  const db = t.runtime.database.db;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  return user!.audio_with_media_used;
}

/** Integrated loudness (LUFS) of a file, read by ffmpeg's ebur128 meter. */
async function integratedLoudness(body: Buffer, ext: string): Promise<number> {
  return withTempFile(body, ext, async (file) => {
    const { stderr } = await run('ffmpeg', [
      '-nostdin',
      '-hide_banner',
      '-nostats',
      '-i',
      file,
      '-vn',
      '-af',
      'ebur128',
      '-f',
      'null',
      '-',
    ]);
    return Number(/I:\s+(-?[\d.]+) LUFS/.exec(stderr.split('Summary:').at(-1)!)?.[1]);
  });
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
    const info = JSON.parse(stdout) as {
      streams: { codec_name: string; codec_type: string }[];
      format: { duration: string };
    };
    return {
      codec: info.streams[0]?.codec_name,
      codecs: info.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort(),
      duration: Number(info.format.duration),
    };
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

  it('renders a video upload as MP4 (H.264 and AAC), normalised for video platforms, and refuses MP4 of audio', async () => {
    const snippets = struckPodcast();
    const audio = await seeded(owner, snippets);
    const notVideo = await owner.call('POST', `/api/v1/up/edit-render/${audio.id}`, {
      format: 'mp4',
      version: audio.version,
    });
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json()).toMatchObject({
      error: EditRenderMessages.notVideo,
      fields: [{ field: 'format', message: EditRenderMessages.notVideo }],
    });
    const badTarget = await owner.call('POST', `/api/v1/up/edit-render/${audio.id}`, {
      format: 'mp3',
      version: audio.version,
      loudness: 'loud',
    });
    expect(badTarget.statusCode).toBe(400);
    expect(await renders(audio.id)).toEqual([]);

    const { id, version } = await seeded(owner, snippets);
    await attachVideo(id);
    const res = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp4', version, loudness: 'video' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ format: 'mp4', loudness_target: 'video', loudness: null });
    const done = await settled(id, (res.json() as EditRender).id);
    expect(done.status, done.error ?? '').toBe('Processed');
    const body = (await t.request({ method: 'GET', url: done.url! })).rawPayload;
    const written = await probe(body, 'mp4');
    expect(written.codecs).toEqual(['audio:aac', 'video:h264']);
    const plan = planEdit(snippets, { duration: podcast.duration });
    expect(Math.abs(written.duration - plan.editedDuration)).toBeLessThan(0.1);
    // -14 LUFS asked for; the figure reported is the result's, as an independent meter reads it.
    const measured = await integratedLoudness(body, 'mp4');
    expect(Math.abs(measured - -14)).toBeLessThanOrEqual(1);
    expect(Math.abs(done.loudness! - measured)).toBeLessThan(0.5);
    expect(done.loudness_target).toBe('video');
  }, 240_000);

  it('finishes two renders of one file asked for at once, in separate files, each counted once', async () => {
    const { id, version } = await seeded(owner, struckPodcast());
    const before = await minutesUsed(owner.email);
    const asked = await Promise.all([
      owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp3', version }),
      owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp3', version, loudness: 'podcast' }),
    ]);
    for (const res of asked) expect(res.statusCode, res.body).toBe(202);
    const [a, b] = await Promise.all(asked.map((res) => settled(id, (res.json() as EditRender).id)));
    expect(a!.status, a!.error ?? '').toBe('Processed');
    expect(b!.status, b!.error ?? '').toBe('Processed');
    const [bodyA, bodyB] = await Promise.all(
      [a!, b!].map(async (r) => (await t.request({ method: 'GET', url: r.url! })).rawPayload),
    );
    expect(bodyA!.equals(bodyB!)).toBe(false);
    expect((await probe(bodyA!, 'mp3')).codec).toBe('mp3');
    expect(Math.abs((await integratedLoudness(bodyB!, 'mp3')) - -16)).toBeLessThanOrEqual(1);
    expect(a!.loudness).toBeNull();
    const minutes = chargedMinutes(planEdit(struckPodcast(), { duration: podcast.duration }).editedDuration);
    expect(await minutesUsed(owner.email)).toBe(before + 2 * minutes);
  }, 240_000);

  it('renders the version it was asked for while the transcript changes, and an older one from the history', async () => {
    const struck = struckPodcast();
    const { id, version } = await seeded(owner, struck);
    const res = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'wav', version });
    expect(res.statusCode, res.body).toBe(202);
    // Meanwhile the transcript is saved with every word back: the render is still of the version asked for.
    const unstruck = podcast.snippets.map((s) => ({ ...s, words: s.words.map((w) => ({ ...w, is_removed: false })) }));
    const save = await owner.call('PUT', `/api/up/transcript/${id}`, { version, transcript: unstruck });
    expect(save.statusCode, save.body).toBe(200);
    const plan = planEdit(struck, { duration: podcast.duration });
    const during = await settled(id, (res.json() as EditRender).id);
    expect(during.status, during.error ?? '').toBe('Processed');
    expect(during.version).toBe(version);
    expect(Math.abs(during.duration - plan.editedDuration)).toBeLessThan(0.1);
    // The current version has nothing struck; the older one, from the history, still renders.
    const versions = (await owner.call('GET', `/api/v1/up/versions/${id}`)).json() as TranscriptVersionList;
    expect(versions.current_version).toBeGreaterThan(version);
    const current = await owner.call('POST', `/api/v1/up/edit-render/${id}`, {
      format: 'mp3',
      version: versions.current_version,
    });
    expect(current.statusCode).toBe(400);
    expect(current.json().error).toBe(EditRenderMessages.nothingStruck);
    const older = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp3', version });
    expect(older.statusCode, older.body).toBe(202);
    const done = await settled(id, (older.json() as EditRender).id);
    expect(done.status, done.error ?? '').toBe('Processed');
    expect(done.version).toBe(version);
    expect(Math.abs(done.duration - plan.editedDuration)).toBeLessThan(0.1);
  }, 240_000);

  it('fails a render whose media is missing, saying so, and counts nothing', async () => {
    // Seeded without media: the file's original is named but not in storage.
    const id = await seedPodcast(t, owner.email, { queued: [], snippets: struckPodcast() });
    const { current_version } = (await owner.call('GET', `/api/v1/up/versions/${id}`)).json() as TranscriptVersionList;
    const before = await minutesUsed(owner.email);
    const res = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp3', version: current_version });
    expect(res.statusCode, res.body).toBe(202);
    const done = await settled(id, (res.json() as EditRender).id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(`The edited recording could not be rendered. ${EditRenderMessages.noMedia}`);
    expect(done.url).toBeNull();
    expect(await minutesUsed(owner.email)).toBe(before);
  }, 150_000);

  it('stops a render whose file is deleted mid-render: no file left, nothing counted', async () => {
    const { id, version } = await seeded(owner, struckPodcast());
    await attachVideo(id);
    const before = await minutesUsed(owner.email);
    // A normalised MP4 takes two passes and an H.264 encode: long enough to delete its file meanwhile.
    const res = await owner.call('POST', `/api/v1/up/edit-render/${id}`, { format: 'mp4', version, loudness: 'video' });
    expect(res.statusCode, res.body).toBe(202);
    const renderId = (res.json() as EditRender).id;
    const deadline = Date.now() + 60_000;
    let seen: EditRender | undefined;
    while (Date.now() < deadline) {
      seen = (await renders(id)).find((r) => r.id === renderId);
      if (seen?.status !== 'queued') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen?.status).toBe('rendering');
    const [file] = await t.runtime.database.db.select().from(schema.files).where(eq(schema.files.id, id));
    const deleted = await owner.call('GET', `/api/up/delete/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The job notices (its next progress write finds the render gone), stops ffmpeg and ends.
    await waitForJobs(t, 'media.render-edit', 120_000);
    const key = editRenderKey(file!.user_id, id, renderId, 'mp4');
    expect(await t.runtime.ctx.storage.exists(key)).toBe(false);
    const rows = await t.runtime.database.db
      .select()
      .from(schema.editRenders)
      .where(eq(schema.editRenders.id, renderId));
    expect(rows).toEqual([]);
    expect(await minutesUsed(owner.email)).toBe(before);
    const leftovers = fs.readdirSync(t.runtime.ctx.config.workDir).filter((n) => n.startsWith(`edit-${renderId}`));
    expect(leftovers).toEqual([]);
  }, 240_000);
});
