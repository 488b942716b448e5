import { expect, type APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts';
import type { SeedName } from './recordings';

export interface SeedOptions {
  /** The test podcast whole (98 s), or its first 20, 30 or 40 seconds. */
  seed?: SeedName;
  /**
   * The file's title (the seed's, "Workbench episode", when not given). The show notes and captions
   * keep naming the seed's title, as they would after a rename.
   */
  title?: string;
  /** The file becomes a workflow of the account's organisation, as an admin's upload does. */
  workflow?: boolean;
  /** Uploaded as a video of the recording (a still picture with its sound), as a video upload is. */
  video?: boolean;
}

/**
 * A processed file of the test podcast for `account`, ready at once: the browser tests' server
 * seeds it from what the pipeline made of the same recording (e2e/server/, e2e/fixtures/processed/),
 * with its media stored and its minutes charged as an upload's. For tests of what comes after
 * processing; upload.spec and workflow.spec send recordings through the pipeline itself.
 */
export async function seededPodcast(
  request: APIRequestContext,
  account: TestAccount,
  options: SeedOptions = {},
): Promise<{ id: string; token: string }> {
  const login = await request.post('/api/v1/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { id: await seededFile(request, token, options), token };
}

/** Like seededPodcast, for a caller who holds a token already (an organisation's admin). */
export async function seededFile(
  request: APIRequestContext,
  token: string,
  { seed = 'podcast-2spk', title, workflow = false, video = false }: SeedOptions = {},
): Promise<string> {
  const seeded = await request.post('/api/e2e/processed-file', {
    headers: { authorization: `Bearer ${token}` },
    data: { seed, title, workflow, video },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  return ((await seeded.json()) as { id: string }).id;
}
