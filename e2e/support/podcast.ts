import fs from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts';

const FIXTURE = 'fixtures/podcast-2spk.mp3';

/** Uploads the test podcast through the API and waits until it is processed. */
export async function processedPodcast(
  request: APIRequestContext,
  account: TestAccount,
): Promise<{ id: string; token: string }> {
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/v1/up/save', {
    headers,
    multipart: {
      file: { name: 'podcast-2spk.mp3', mimeType: 'audio/mpeg', buffer: fs.readFileSync(FIXTURE) },
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
