import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetailsResponse } from '@scriptloom/contracts';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';
import { multipart, repoFixture } from '../support/media-files.js';
import { onPostgresPass } from '../support/test-database.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-pipeline-'));
  t = await createTestApp({ mediaDir: path.join(dataDir, 'media'), workDir: path.join(dataDir, 'work') });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function uploadAndWait(token: string, fixture: string, fields: Record<string, string> = {}) {
  const body = multipart({ path: repoFixture(fixture) }, fields);
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/up/save',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json();
  const stages = new Set<string>();
  // Progress read while the recogniser runs (docs/product.md#processing-pipeline: 12-85).
  const recognising: number[] = [];
  const deadline = Date.now() + 150_000;
  for (;;) {
    const status = (await t.request({ method: 'GET', url: `/api/up/status/${id}`, headers: bearer(token) })).json();
    stages.add(status.stage);
    if (status.stage === 'speech_to_text') recognising.push(status.progress);
    if (status.status === 'processed' || status.status === 'failed') {
      expect(status.error).toBeNull();
      break;
    }
    if (Date.now() > deadline) throw new Error('pipeline did not finish in time');
    await new Promise((r) => setTimeout(r, 200));
  }
  const details = (await t.request({ method: 'GET', url: `/api/up/details/${id}`, headers: bearer(token) })).json();
  return { details: details as DetailsResponse, stages, recognising };
}

function checkTranscript(details: DetailsResponse, { namedByIntroduction = false } = {}) {
  const snippets = details.es_doc.transcript;
  const words = snippets.flatMap((s) => s.words);
  expect(words.length).toBeGreaterThan(150);
  const names = details.es_doc.speakers.map((s) => s.name);
  expect(new Set(snippets.map((s) => s.speaker))).toEqual(new Set(names));
  if (namedByIntroduction) expect(names).toHaveLength(2);
  else expect(names.sort()).toEqual(['Speaker 1', 'Speaker 2']);
  let previous = 0;
  for (const s of snippets) {
    expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.start_timestamp).toMatch(/^\d+:\d\d:\d\d$/);
    expect(s.start).toBe(s.words[0]!.start);
    for (const w of s.words) {
      expect(w.start).toBeGreaterThanOrEqual(previous - 0.01);
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.confidence).toBeGreaterThanOrEqual(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
      expect(w.text.trim()).not.toBe('');
      previous = w.start;
    }
  }
  expect(words.at(-1)!.end).toBeLessThanOrEqual((details.es_doc.duration ?? 0) + 0.5);
  const text = words.map((w) => w.text).join(' ');
  expect(text).toMatch(/battery|batteries/);
  // The recogniser's own estimate: the mean confidence of the words it wrote.
  const mean = words.reduce((n, w) => n + w.confidence, 0) / words.length;
  expect(details.es_doc.estimated_accuracy).toBeCloseTo(mean, 6);
}

describe('upload to transcript', () => {
  it('turns the two-speaker test podcast (mp3) into paragraphs of timed words by two speakers', async () => {
    const { token } = await signUpVerified(t);
    const { details, stages, recognising } = await uploadAndWait(token, 'podcast-2spk.mp3');
    expect(details.fb_doc).toMatchObject({ processed: 'Y', status: 'processed', file_type: 'audio' });
    checkTranscript(details);
    expect(stages.has('speech_to_text')).toBe(true);
    // The recogniser hears the file whole and reports how far it has got as it goes: progress
    // moves inside the stage's range before the stage ends (the engine's own test checks the order).
    expect(
      recognising.some((p) => p > 13 && p < 85),
      recognising.join(', '),
    ).toBe(true);
  }, 180_000);

  // The video goes through with a vocabulary: one recognition checks the video path, readable text
  // and the person's terms (each full recognition of the podcast costs half a minute of test time).
  it.skipIf(onPostgresPass)(
    'does the same for the video version with a vocabulary: keeps the video, punctuates, and spells the terms as given',
    async () => {
      const { token } = await signUpVerified(t);
      const vocabulary = 'Maya Chen, David Okafor\nNorthwind Labs';
      const { details } = await uploadAndWait(token, 'podcast-2spk.mp4', { speakers: '2', vocabulary });
      expect(details.fb_doc.file_type).toBe('video');
      expect(details.es_doc.video_url).toContain('/api/storage/object?');
      // A speaker heard introducing themselves may be named after the introduction.
      checkTranscript(details, { namedByIntroduction: true });

      const words = details.es_doc.transcript.flatMap((s) => s.words);
      const text = words.map((w) => w.text).join(' ');
      // Sentences: capitals after sentence ends, a question, commas.
      expect(text).toMatch(/^[A-Z]/);
      expect(text).toMatch(/[a-z]\. [A-Z]/);
      expect(text).toMatch(/\?/);
      expect(words.filter((w) => w.text.endsWith('.')).length).toBeGreaterThan(8);
      // The person's terms, as they spelled them, and never in another case.
      const found = ['Okafor', 'Northwind', 'Maya'].filter((term) => text.includes(term));
      expect(found.length, text).toBeGreaterThanOrEqual(2);
      expect(text).not.toMatch(/\bokafor\b|\bnorthwind\b/);
      const file = await t.runtime.ctx.repos.files.findById(details.fb_doc.id);
      expect(file?.vocabulary).toEqual(['Maya Chen', 'David Okafor', 'Northwind Labs']);
    },
    180_000,
  );
});

describe('vocabulary limits', () => {
  it('refuses a vocabulary with an over-long term before anything is stored', async () => {
    const { token } = await signUpVerified(t);
    const body = multipart({ path: repoFixture('podcast-2spk.mp3') }, { vocabulary: `Ada\n${'x'.repeat(61)}` });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/up/save',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('is longer than 60 characters');
    const list = await t.request({ method: 'GET', url: '/api/v2/up/all', headers: bearer(token) });
    expect(list.json().items).toEqual([]);
  });
});
