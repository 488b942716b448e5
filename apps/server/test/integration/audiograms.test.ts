import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AudiogramBackgroundsResponse,
  BulkDownloadResponse,
  DetailsResponse,
  FromQuotesResponse,
  InsightsResponse,
  MediaClip,
  MediaClipsResponse,
  UserProfile,
} from '@scriptloom/contracts';
import { BillingMessages, DEFAULT_DOWNLOAD } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { createTestApp, waitForJobs, type TestApp } from '../support/test-app.js';
import { editorUser } from '../support/editor-seed.js';
import { seedPodcastWithInsights, unzipNames, withTempFile, dispositionFileName } from '../support/export-tools.js';
import { repoFixture } from '../support/media-files.js';
import { seedPodcast } from '../support/insights-seed.js';

const run = promisify(execFile);

let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;
let other: Awaited<ReturnType<typeof editorUser>>;
let audioFile: string;
let videoFile: string;

/** Puts real media behind a seeded file: the playback MP3, or (for a video) the original MP4. */
async function attachMedia(fileId: string, kind: 'audio' | 'video') {
  const db = t.runtime.database.db;
  const [file] = await db.select().from(schema.files).where(eq(schema.files.id, fileId));
  const dir = `files/${file!.user_id}/${fileId}`;
  const copy = async (from: string, key: string) => {
    const temp = `${t.runtime.ctx.config.workDir}/seed-${fileId}-${key.split('/').at(-1)}`;
    fs.copyFileSync(from, temp);
    await t.runtime.ctx.storage.putFile(key, temp);
  };
  await copy(repoFixture('podcast-2spk.mp3'), `${dir}/playback.mp3`);
  // The same podcast as a 1280x720 video: wider than 9:16, so a reel has to reframe it.
  if (kind === 'video') await copy(repoFixture('podcast-2spk.mp4'), `${dir}/original.mp4`);
  await db
    .update(schema.files)
    .set({
      playback_key: `${dir}/playback.mp3`,
      file_type: kind,
      original_key: kind === 'video' ? `${dir}/original.mp4` : `${dir}/original.mp3`,
    })
    .where(eq(schema.files.id, fileId));
}

async function clips(fileId: string, user = owner): Promise<MediaClipsResponse> {
  const res = await user.call('GET', `/api/v1/audiogram/${fileId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Polls until the clip has finished rendering (or failed). */
async function settled(fileId: string, id: string): Promise<MediaClip> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const list = await clips(fileId);
    const clip = [...list.audiogram, ...list.videogram].find((c) => c.audiogram_id === id);
    if (clip && (clip.status === 'Processed' || clip.status === 'failed')) return clip;
    if (Date.now() > deadline) throw new Error(`clip ${id} still ${clip?.status} after 90 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function probe(body: Buffer) {
  return withTempFile(body, 'mp4', async (file) => {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
    const info = JSON.parse(stdout) as {
      streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
      format: { duration: string };
    };
    const video = info.streams.find((s) => s.codec_type === 'video');
    const audio = info.streams.find((s) => s.codec_type === 'audio');
    return { video, audio, duration: Number(info.format.duration) };
  });
}

async function download(url: string) {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([editorUser(t), editorUser(t)]);
  audioFile = await seedPodcastWithInsights(t, owner.email);
  // Without insights: no quotes.
  videoFile = await seedPodcast(t, owner.email, { queued: [] });
  await attachMedia(audioFile, 'audio');
  await attachMedia(videoFile, 'video');
  // Renders count against media minutes, which a free plan has none of: a written and media pack
  // (bought from the built-in test processor) gives 120.
  const pack = await owner.call('POST', '/api/v1/payment', { token_id: 'tok_visa', plan: 'media_120', add_on: 1 });
  expect(pack.statusCode, pack.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('backgrounds', () => {
  it('lists the catalogue with previews anyone can load', async () => {
    const res = await owner.call('GET', '/api/audiogram/backgrounds');
    expect(res.statusCode).toBe(200);
    const { backgrounds, default_id } = res.json() as AudiogramBackgroundsResponse;
    expect(backgrounds.length).toBeGreaterThanOrEqual(6);
    expect(new Set(backgrounds.map((b) => b.kind))).toEqual(new Set(['colour', 'gradient', 'image']));
    expect(backgrounds.map((b) => b.id)).toContain(default_id);
    const preview = await t.request({ method: 'GET', url: backgrounds[0]!.preview_url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.request({ method: 'GET', url: '/api/audiogram/backgrounds/nope/preview.png' })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/api/audiogram/backgrounds' })).statusCode).toBe(401);
  });

  it("sets a file's background, refusing unknown ones and other people's files", async () => {
    const { backgrounds } = (
      await owner.call('GET', '/api/audiogram/backgrounds')
    ).json() as AudiogramBackgroundsResponse;
    const chosen = backgrounds.at(-1)!.id;
    const res = await owner.call('POST', `/api/audiogram/update-background/${audioFile}/${chosen}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await clips(audioFile)).background).toBe(chosen);
    const unknown = await owner.call('POST', `/api/audiogram/update-background/${audioFile}/no-such-background`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('That background does not exist.');
    expect((await other.call('POST', `/api/audiogram/update-background/${audioFile}/${chosen}`)).statusCode).toBe(404);
  });
});

describe('making audiograms', () => {
  let rendered: MediaClip;

  it('queues a quote at once, renders it, and serves a playable MP4 named Quote.mp4', async () => {
    const insights = (await owner.call('GET', `/api/up/insights/${audioFile}`)).json() as InsightsResponse;
    // The shortest quote: the render is what is tested, not its length.
    const lengths = insights.contents.quotes.map((q) => q.end - q.start);
    const index = lengths.indexOf(Math.min(...lengths));
    const quote = insights.contents.quotes[index]!;
    const res = await owner.call('POST', `/api/v1/audiogram/from-quotes/${audioFile}`, { quotes: [index] });
    expect(res.statusCode, res.body).toBe(202);
    const [queued] = (res.json() as FromQuotesResponse).queued;
    expect(queued).toMatchObject({ kind: 'audiogram', status: 'queued', shape: 'square', video_url: null });
    expect(queued!.start).toBeLessThanOrEqual(quote.start);
    expect(queued!.end).toBeGreaterThanOrEqual(quote.end);

    rendered = await settled(audioFile, queued!.audiogram_id);
    expect(rendered.status, rendered.error ?? '').toBe('Processed');
    expect(rendered.video_url).toBeTruthy();
    const mp4 = await download(rendered.video_url!);
    expect(dispositionFileName(mp4.headers['content-disposition'])).toBe('Quote.mp4');
    const info = await probe(mp4.rawPayload);
    expect(info.video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1080, pix_fmt: 'yuv420p' });
    expect(info.audio?.codec_name).toBe('aac');
    expect(Math.abs(info.duration - (rendered.end - rendered.start))).toBeLessThanOrEqual(0.1);
    const audio = await download(rendered.audioFile!);
    expect((await probe(audio.rawPayload)).audio?.codec_name).toBe('aac');

    // The page's Download button: the same MP4 under a name saying which file, quote and shape.
    const title = ((await owner.call('GET', `/api/up/details/${audioFile}`)).json() as DetailsResponse).es_doc.title;
    const firstWords = rendered.text.split(/\s+/).slice(0, 3).join(' ');
    expect(rendered.download_name).toMatch(/ \(square\)\.mp4$/);
    expect(rendered.download_name!.startsWith(`${title} - ${firstWords}`)).toBe(true);
    const named = await download(rendered.download_url!);
    expect(dispositionFileName(named.headers['content-disposition'])).toBe(rendered.download_name);
    expect(Buffer.compare(named.rawPayload, mp4.rawPayload)).toBe(0);
  }, 120_000);

  it('lists it in the transcript document and counts it in the usage counters', async () => {
    const details = (await owner.call('GET', `/api/up/details/${audioFile}`)).json() as DetailsResponse;
    expect(details.es_doc.audiogram.map((c) => c.audiogram_id)).toContain(rendered.audiogram_id);
    expect(details.es_doc.videogram).toEqual([]);
    const profile = (await owner.call('GET', '/api/v1/user/profile')).json() as UserProfile;
    expect(profile.media_content).toBe(1);
    expect(profile.audio_with_media_used).toBe(Math.ceil((rendered.end - rendered.start) / 60));
    expect(profile.audio_with_media_total).toBe(120);
  });

  it('refuses renders beyond the media minutes left, saying how to get more', async () => {
    const seeded = await seedPodcastWithInsights(t, other.email);
    const res = await other.call('POST', `/api/v1/audiogram/from-quotes/${seeded}`, {
      passages: [{ start: 3, end: 6 }],
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('NO_MEDIA_MINUTES_LEFT');
    expect(res.json().error).toMatch(/^These clips need 1 media minute\(s\) and your plan has 0 left\. /);
    expect((await clips(seeded, other)).audiogram).toEqual([]);
  });

  it('refuses to try a failed clip again beyond the media minutes left, and leaves it failed', async () => {
    const seeded = await seedPodcastWithInsights(t, other.email);
    const db = t.runtime.database.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, other.email));
    // A clip of 70 s that failed: trying it again is a new render of 2 media minutes.
    const [clip] = await db
      .insert(schema.mediaClips)
      .values({
        file_id: seeded,
        user_id: user!.id,
        kind: 'audiogram',
        status: 'failed',
        error: 'The clip could not be rendered. Please try again.',
        shape: 'square',
        background: 'midnight',
        start_sec: 3,
        end_sec: 73,
        text: 'welcome to the show',
        speaker: 'Ada',
        words: [{ text: 'welcome', start: 0, end: 0.5 }],
      })
      .returning();
    const retry = () => other.call('POST', `/api/v1/audiogram/${seeded}/${clip!.id}/retry`);

    const refused = await retry();
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toEqual({
      code: 'NO_MEDIA_MINUTES_LEFT',
      error: `These clips need 2 media minute(s) and your plan has 0 left. ${BillingMessages.noMediaAllowance}`,
    });
    const [kept] = (await clips(seeded, other)).audiogram;
    expect(kept).toMatchObject({ audiogram_id: clip!.id, status: 'failed' });

    // With one minute short of what it needs it is still refused; with enough it is queued.
    await db.update(schema.users).set({ audio_with_media_total: 1 }).where(eq(schema.users.id, user!.id));
    expect((await retry()).json().error).toMatch(/^These clips need 2 media minute\(s\) and your plan has 1 left\. /);
    await db.update(schema.users).set({ audio_with_media_total: 2 }).where(eq(schema.users.id, user!.id));
    const queued = await retry();
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().status).toBe('queued');
    // Its render (70 s of video) is not what is tested here; deleted, it stops instead of holding
    // the render queue for half a minute or more while the tests below wait on it.
    const deleted = await other.call('DELETE', `/api/v1/audiogram/${seeded}/${clip!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('puts rendered audiograms in the bulk zip; reels not made are still reported missing', async () => {
    const res = await owner.call('POST', '/api/up/bulk-download', {
      docId: audioFile,
      params: { ...DEFAULT_DOWNLOAD, audiogram: true, videoreels: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as BulkDownloadResponse;
    expect(answer.included).toContain('audiograms/Quote 1 (square).mp4');
    expect(answer.missing).toEqual(['Video reels']);
    const zip = await download(answer.url);
    expect(await unzipNames(zip.rawPayload)).toContain('audiograms/Quote 1 (square).mp4');
  });

  it('makes a clip of any passage, in another shape, with the words said in it; deleting it stops its render', async () => {
    const res = await owner.call('POST', `/api/v1/audiogram/from-quotes/${audioFile}`, {
      passages: [{ start: 3, end: 6 }],
      shape: 'portrait',
    });
    expect(res.statusCode, res.body).toBe(202);
    const [queued] = (res.json() as FromQuotesResponse).queued;
    expect(queued).toMatchObject({ shape: 'portrait', kind: 'audiogram', status: 'queued' });
    expect(queued!.start).toBeGreaterThanOrEqual(2.5);
    expect(queued!.end).toBeLessThanOrEqual(6.5);
    expect(queued!.text.split(' ').length).toBeGreaterThanOrEqual(3);
    // (Each shape's render is read back in the media package's tests.) Deleted while queued or
    // rendering: the render stops, and nothing of it stays.
    const deleted = await owner.call('DELETE', `/api/v1/audiogram/${audioFile}/${queued!.audiogram_id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Looked at once its render job has ended (no longer pending), not after a fixed wait.
    await waitForJobs(t, 'media.render-clip', 60_000);
    const list = await clips(audioFile);
    expect(list.audiogram.map((c) => c.audiogram_id)).not.toContain(queued!.audiogram_id);
    const db = t.runtime.database.db;
    expect(await db.select().from(schema.mediaClips).where(eq(schema.mediaClips.id, queued!.audiogram_id))).toEqual([]);
  });

  it('deletes a clip and its media', async () => {
    const res = await owner.call('DELETE', `/api/v1/audiogram/${audioFile}/${rendered.audiogram_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe('Clip deleted.');
    expect((await clips(audioFile)).audiogram.map((c) => c.audiogram_id)).not.toContain(rendered.audiogram_id);
    expect((await t.request({ method: 'GET', url: rendered.video_url! })).statusCode).toBe(404);
    expect((await owner.call('DELETE', `/api/v1/audiogram/${audioFile}/${rendered.audiogram_id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('video reels', () => {
  it('cuts the clip from the video, reframed to 9:16, and lists it under videogram', async () => {
    const res = await owner.call('POST', `/api/v1/audiogram/from-quotes/${videoFile}`, {
      passages: [{ start: 3, end: 5.5 }],
      kind: 'reel',
      framing: 'blur',
    });
    expect(res.statusCode, res.body).toBe(202);
    const [queued] = (res.json() as FromQuotesResponse).queued;
    expect(queued).toMatchObject({ kind: 'reel', shape: 'portrait', framing: 'blur' });
    const clip = await settled(videoFile, queued!.audiogram_id);
    expect(clip.status, clip.error ?? '').toBe('Processed');
    const info = await probe((await download(clip.video_url!)).rawPayload);
    expect(info.video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920 });
    expect(info.audio?.codec_name).toBe('aac');
    const list = await clips(videoFile);
    expect(list.can_make_reels).toBe(true);
    expect(list.videogram.map((c) => c.audiogram_id)).toEqual([clip.audiogram_id]);
  }, 120_000);
});

describe('refusals', () => {
  it('answers clear errors and never queues half a request', async () => {
    const post = (body: unknown, file = audioFile, user = owner) =>
      user.call('POST', `/api/v1/audiogram/from-quotes/${file}`, body);
    const before = (await clips(audioFile)).audiogram.length;
    const reel = await post({ kind: 'reel' });
    expect(reel.statusCode).toBe(400);
    expect(reel.json().error).toBe('Video reels need a video upload.');
    const silent = await post({ passages: [{ start: 0.001, end: 0.002 }] });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error).toBe('No words are said in that passage.');
    const missing = await post({ quotes: [0, 999] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('That quote does not exist.');
    expect((await post({ passages: [{ start: 0, end: 400 }] })).json().error).toBe(
      'A clip can be at most 3 minutes long.',
    );
    expect((await post({ shape: 'round' })).statusCode).toBe(400);
    expect((await post({ unknown: 1 })).statusCode).toBe(400);
    expect((await post({ background: 'no-such-background' })).statusCode).toBe(400);
    const noQuotes = await post({}, videoFile);
    expect(noQuotes.statusCode).toBe(409);
    expect(noQuotes.json().error).toBe(
      'This file has no quotes yet. Select a passage of the transcript to make a clip.',
    );
    expect((await post({}, audioFile, other)).statusCode).toBe(404);
    expect((await post({}, 'not-a-uuid')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: `/api/v1/audiogram/from-quotes/${audioFile}`, payload: {} })).statusCode,
    ).toBe(401);
    expect((await clips(audioFile)).audiogram.length).toBe(before);
    expect((await other.call('GET', `/api/v1/audiogram/${audioFile}`)).statusCode).toBe(404);
  });

  it('reports a render that fails, and tries it again on request', async () => {
    // Damaged media behind the file: ffmpeg cannot read it.
    const db = t.runtime.database.db;
    const [file] = await db.select().from(schema.files).where(eq(schema.files.id, audioFile));
    const temp = `${t.runtime.ctx.config.workDir}/damaged.mp3`;
    fs.writeFileSync(temp, Buffer.alloc(4096, 7));
    await t.runtime.ctx.storage.putFile(file!.playback_key!, temp);
    const res = await owner.call('POST', `/api/v1/audiogram/from-quotes/${audioFile}`, {
      passages: [{ start: 3, end: 5 }],
    });
    const [queued] = (res.json() as FromQuotesResponse).queued;
    const failed = await settled(audioFile, queued!.audiogram_id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^The clip could not be rendered\./);
    expect(failed.video_url).toBeNull();

    await attachMedia(audioFile, 'audio');
    const retry = await owner.call('POST', `/api/v1/audiogram/${audioFile}/${failed.audiogram_id}/retry`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().status).toBe('queued');
    const again = await settled(audioFile, failed.audiogram_id);
    expect(again.status, again.error ?? '').toBe('Processed');
    const refused = await owner.call('POST', `/api/v1/audiogram/${audioFile}/${failed.audiogram_id}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Only a failed clip can be tried again.');
  }, 120_000);
});
