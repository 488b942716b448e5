import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditRender, EditRendersResponse, Snippet, TranscriptVersionList } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { computeWaveform } from '@scriptloom/media';
import { createSpeechEngine } from '@scriptloom/speech';
import { STRUCK_EDGE_REACH_S } from '@scriptloom/transcript';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser } from '../support/editor-seed.js';
import { repoFixture } from '../support/media-files.js';
import { podcast, seedPodcast } from '../support/insights-seed.js';
import { onPostgresPass } from '../support/test-database.js';
import { fileKeys } from '../../src/storage/file-keys.js';

/*
 * The proof that an edited render is the edit (docs/product.md#edited-media), checked with tools
 * the renderer does not use to decide anything: ffprobe for the length, the offline recogniser for
 * what is said, and the original signal's energy at every cut. The seeded file has the podcast's
 * real recording and waveform, as processing leaves them, so the cuts are placed by the waveform.
 * Media work only: it does not run again on the PostgreSQL pass.
 */

/** Words said once in the podcast, struck: the render must not say them. */
const STRUCK = ['recycling', 'capacity', 'hospital', 'remarkable', 'university', 'website'];
/** Words said once, kept, next to the struck ones: the render must still say them. */
const KEPT = ['question', 'portugal', 'curiosity', 'community', 'friday', 'installed'];

let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;
let dir: string;
/** The original recording, 16 kHz mono samples. */
let original: Float32Array;
const RATE = 16_000;

function decode(file: string): Float32Array {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-ac', '1', '-ar', String(RATE), '-f', 'f32le', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}

/** Root-mean-square level of the samples within `halfMs` of `at` seconds. */
function rms(samples: Float32Array, at: number, halfMs: number): number {
  const from = Math.max(0, Math.round((at - halfMs / 1000) * RATE));
  const to = Math.min(samples.length, Math.round((at + halfMs / 1000) * RATE));
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

function struckSnippets(): Snippet[] {
  return podcast.snippets.map((s) => ({
    ...s,
    words: s.words.map((w) => ({ ...w, is_removed: STRUCK.includes(w.text.toLowerCase()) })),
  }));
}

/** The podcast's recording, its waveform and loudness envelope, stored behind a seeded file as processing does. */
async function attachRecording(fileId: string) {
  const db = t.runtime.database.db;
  const [file] = await db.select().from(schema.files).where(eq(schema.files.id, fileId));
  const folder = `files/${file!.user_id}/${fileId}`;
  const mp3 = path.join(dir, 'playback.mp3');
  const wav = path.join(dir, 'recognition.wav');
  const peaks = path.join(dir, 'peaks.json');
  const energy = path.join(dir, 'energy.json');
  fs.copyFileSync(repoFixture('podcast-2spk.mp3'), mp3);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', mp3, '-ac', '1', '-ar', String(RATE), '-c:a', 'pcm_s16le', wav]);
  const waveform = await computeWaveform(wav, { peaksPerSecond: 20 });
  fs.writeFileSync(peaks, JSON.stringify(waveform.peaks));
  fs.writeFileSync(energy, JSON.stringify(waveform.energy));
  await t.runtime.ctx.storage.putFile(`${folder}/playback.mp3`, mp3);
  await t.runtime.ctx.storage.putFile(`${folder}/peaks.json`, peaks);
  await t.runtime.ctx.storage.putFile(fileKeys(file!.user_id, fileId).energy, energy);
  await db
    .update(schema.files)
    .set({ playback_key: `${folder}/playback.mp3`, peaks_key: `${folder}/peaks.json` })
    .where(eq(schema.files.id, fileId));
}

async function settled(fileId: string, id: string): Promise<EditRender> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await owner.call('GET', `/api/v1/up/edit-render/${fileId}`);
    const render = (res.json() as EditRendersResponse).find((r) => r.id === id);
    if (render && (render.status === 'Processed' || render.status === 'failed')) return render;
    if (Date.now() > deadline) throw new Error(`render ${id} still ${render?.status} after 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await editorUser(t);
  dir = fs.mkdtempSync(path.join(t.runtime.ctx.config.workDir, 'proof-'));
  const pack = await owner.call('POST', '/api/v1/payment', { token_id: 'tok_visa', plan: 'media_120', add_on: 1 });
  expect(pack.statusCode, pack.body).toBe(200);
  original = decode(repoFixture('podcast-2spk.mp3'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe.skipIf(onPostgresPass)('an edited render, checked from outside', () => {
  it('says the kept words and not the struck ones, is as long as what is kept, and cuts only in quiet', async () => {
    const snippets = struckSnippets();
    const struckWords = snippets.flatMap((s) => s.words).filter((w) => w.is_removed);
    expect(struckWords.map((w) => w.text.toLowerCase()).sort()).toEqual([...STRUCK].sort());
    const id = await seedPodcast(t, owner.email, { queued: [], snippets });
    await attachRecording(id);
    const versions = (await owner.call('GET', `/api/v1/up/versions/${id}`)).json() as TranscriptVersionList;
    const res = await owner.call('POST', `/api/v1/up/edit-render/${id}`, {
      format: 'wav',
      version: versions.current_version!,
    });
    expect(res.statusCode, res.body).toBe(202);
    const done = await settled(id, (res.json() as EditRender).id);
    expect(done.status, done.error ?? '').toBe('Processed');

    const rendered = path.join(dir, 'edited.wav');
    fs.writeFileSync(rendered, (await t.request({ method: 'GET', url: done.url! })).rawPayload);
    const [row] = await t.runtime.database.db
      .select()
      .from(schema.editRenders)
      .where(eq(schema.editRenders.id, done.id));
    const kept = row!.kept;

    // 1. Its length, as ffprobe reads it, is the kept time.
    const probed = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', rendered])
        .toString()
        .trim(),
    );
    const keptSeconds = kept.reduce((sum, r) => sum + (r.end - r.start), 0);
    expect(Math.abs(probed - keptSeconds)).toBeLessThan(0.1);
    // And the struck words' time is gone from it, but for the quiet edges a cut may leave of each
    // (at most STRUCK_EDGE_REACH_S either side).
    const struckSeconds = struckWords.reduce((sum, w) => sum + (w.end - w.start), 0);
    const edgesLeft = 2 * STRUCK.length * STRUCK_EDGE_REACH_S;
    expect(probed).toBeLessThanOrEqual(podcast.duration - struckSeconds + edgesLeft + 0.05);

    // 2. The recogniser hears the kept words and none of the struck ones.
    const wav = path.join(dir, 'edited-16k.wav');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', rendered, '-ac', '1', '-ar', String(RATE), wav]);
    const heard = await createSpeechEngine({ engine: 'sphinx' }).transcribe({
      wavPath: wav,
      durationSec: probed,
      language: 'en',
    });
    const said = new Set(heard.words.map((w) => w.text.toLowerCase()));
    expect(STRUCK.filter((w) => said.has(w))).toEqual([]);
    expect(KEPT.filter((w) => !said.has(w))).toEqual([]);

    // 3. Every cut is at the quiet point where a kept word meets a struck one: within 3 dB of the
    //    quietest 20 ms of the original around that meeting (30 ms either side of the recogniser's
    //    edge), measured here from the decoded signal. Between words said with a pause that is
    //    silence; between words said without one (no silence to find), the dip between them.
    const keptWords = snippets.flatMap((s) => s.words).filter((w) => !w.is_removed);
    const db = (at: number) => 20 * Math.log10(Math.max(rms(original, at, 10), 1e-6));
    const quietestNear = (at: number) => {
      let low = Number.POSITIVE_INFINITY;
      for (let x = at - 0.03; x <= at + 0.03 + 1e-9; x += 0.005) low = Math.min(low, db(x));
      return low;
    };
    const report: string[] = [];
    let silent = 0;
    kept.forEach((range, i) => {
      const edges: { at: number; meeting: number | undefined }[] = [];
      // The meeting of the kept word before a cut and the struck word after it, and the other way.
      if (i > 0) edges.push({ at: range.start, meeting: keptWords.find((w) => w.start >= range.start - 1e-6)?.start });
      if (i < kept.length - 1)
        edges.push({ at: range.end, meeting: keptWords.findLast((w) => w.end <= range.end + 1e-6)?.end });
      for (const { at, meeting } of edges) {
        expect(meeting, `a kept word beside the cut at ${at}`).toBeDefined();
        const level = db(at);
        const floor = quietestNear(meeting!);
        if (level < -35) silent++;
        report.push(`${at.toFixed(3)} s: ${level.toFixed(1)} dBFS, quietest near it ${floor.toFixed(1)}`);
        // Below -45 dBFS is silence, however much deeper a moment nearby is.
        expect(level, `cut at ${at} s`).toBeLessThanOrEqual(Math.max(floor + 3, -45));
      }
    });
    console.log(`cut edges, ${silent} of ${report.length} in silence (below -35 dBFS):\n  ${report.join('\n  ')}`);
    console.log(`render ${probed.toFixed(2)} s, kept ${keptSeconds.toFixed(2)} s`);
    // 4. The captions on the edited timeline end within the edited recording.
    const srt = await owner.call('GET', `/api/v2/up/export/${id}?format=srt&timeline=edited`);
    expect(srt.statusCode, srt.body).toBe(200);
    const ends = [...srt.body.matchAll(/--> (\d\d):(\d\d):(\d\d),(\d\d\d)/g)].map(
      ([, h, m, sec, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(sec) + Number(ms) / 1000,
    );
    expect(ends.length).toBeGreaterThan(5);
    expect(Math.max(...ends)).toBeLessThanOrEqual(probed + 0.001);

    // No kept word's time overlaps a cut.
    for (const w of keptWords) {
      expect(
        kept.some((r) => r.start <= w.start + 1e-6 && w.end <= r.end + 1e-6),
        `${w.text} ${w.start}`,
      ).toBe(true);
    }
  }, 240_000);
});
