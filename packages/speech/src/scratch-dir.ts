import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const live = new Set<string>();
let hooked = false;

/**
 * A temp folder for chunk files. Folders still in use when the process exits (a worker stopped
 * mid-job, a test runner tearing down) are removed on the way out, so chunk WAVs of long files do
 * not pile up in /tmp.
 */
export async function makeScratchDir(prefix: string): Promise<string> {
  if (!hooked) {
    hooked = true;
    process.once('exit', () => {
      for (const dir of live) rmSync(dir, { recursive: true, force: true });
    });
  }
  const dir = await mkdtemp(join(tmpdir(), prefix));
  live.add(dir);
  return dir;
}

export async function removeScratchDir(dir: string): Promise<void> {
  live.delete(dir);
  await rm(dir, { recursive: true, force: true });
}
