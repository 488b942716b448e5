import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts';

const FIXTURE = 'fixtures/podcast-2spk.mp3';

/**
 * The first `seconds` of the test podcast, cut by ffmpeg (a short file processes in a few seconds).
 * It goes in the test's (or hook's) own output folder, which Playwright empties on the next run.
 */
export function podcastClip(seconds: number): string {
  const clip = test.info().outputPath(`clip-${seconds}.mp3`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', FIXTURE, '-t', String(seconds), '-c', 'copy', clip]);
  return clip;
}

/** Uploads the test podcast (or `file`) through the API and waits until it is processed. */
export async function processedPodcast(
  request: APIRequestContext,
  account: TestAccount,
  file: string = FIXTURE,
): Promise<{ id: string; token: string }> {
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/v1/up/save', {
    headers,
    multipart: {
      file: { name: 'podcast-2spk.mp3', mimeType: 'audio/mpeg', buffer: fs.readFileSync(file) },
      title: 'Workbench episode',
      speakers: '2',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/up/status/${id}`, { headers })).json()) as { status: string }).status,
      {
        timeout: 150_000,
        intervals: [1000],
      },
    )
    .toBe('processed');
  return { id, token };
}
