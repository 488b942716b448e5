import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetailsResponse } from '@scriptloom/contracts';
import { loadConfig } from '../../src/config.js';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';
import { multipart, podcastOpening } from '../support/media-files.js';
import { onPostgresPass } from '../support/test-database.js';
import { writeRandomWhisperModel } from '../../../../packages/speech/test/support/whisper-model-file.js';

// The pipeline with ASR_ENGINE=whisper on the real whisper.cpp binding. No trained model can be
// fetched here, so the model is generated: the tiny shape with random weights (seed 7), whose words
// are made-up pieces of its generated vocabulary. The test checks the path, not the words: upload,
// conversion, whisper, the word mapping, paragraphs and speakers, up to a processed transcript.
const SECONDS = 3;

// The engine's path is the same on either database, and its half minute of whisper.cpp is worth
// paying once: the pass on a PostgreSQL server (TEST_DATABASE_URL) leaves it to the embedded one.
describe.skipIf(onPostgresPass)('upload to transcript with whisper.cpp', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-whisper-pipeline-'));
    const model = path.join(dataDir, 'ggml-tiny.en.bin');
    await writeRandomWhisperModel(model, { vocabulary: 51864, seed: 7 });
    const asr = loadConfig({ DATA_DIR: '/nonexistent', ASR_ENGINE: 'whisper', WHISPER_MODEL: model }).asr;
    t = await createTestApp({
      mediaDir: path.join(dataDir, 'media'),
      workDir: path.join(dataDir, 'work'),
      asr: { ...asr, cacheDir: path.join(dataDir, 'cache') },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns a few seconds of the podcast into a processed transcript of timed words', async () => {
    const { token } = await signUpVerified(t);
    const body = multipart({ path: podcastOpening(SECONDS) });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/up/save',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    // One 30 s window of the tiny shape: about 25 s of whisper.cpp on this two-core machine.
    const started = Date.now();
    for (;;) {
      const status = (await t.request({ method: 'GET', url: `/api/up/status/${id}`, headers: bearer(token) })).json();
      if (status.status === 'processed' || status.status === 'failed') {
        expect(status.error).toBeNull();
        expect(status.status).toBe('processed');
        break;
      }
      if (Date.now() - started > 170_000) throw new Error('the whisper pipeline did not finish in time');
      await new Promise((r) => setTimeout(r, 250));
    }
    const details = (
      await t.request({ method: 'GET', url: `/api/up/details/${id}`, headers: bearer(token) })
    ).json() as DetailsResponse;
    expect(details.fb_doc).toMatchObject({ processed: 'Y', status: 'processed' });
    const duration = details.es_doc.duration ?? 0;
    expect(duration).toBeGreaterThan(SECONDS - 0.2);
    const words = details.es_doc.transcript.flatMap((s) => s.words);
    expect(words.length).toBeGreaterThan(0);
    let previous = 0;
    for (const w of words) {
      expect(w.text).toMatch(/^[A-Za-z]+[.,?!]*$/);
      expect(w.start).toBeGreaterThanOrEqual(previous);
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.end).toBeLessThanOrEqual(duration + 0.05);
      previous = w.start;
    }
  }, 180_000);
});
