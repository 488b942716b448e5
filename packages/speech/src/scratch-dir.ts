import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';

const live = new Set<string>();
let hooked = false;

/**
 * A fresh folder for chunk files inside `parent`, which the caller owns (the server passes its
 * work folder under the data directory, which it empties at start-up after a crash). Folders
 * still in use when the process exits (a worker stopped mid-job) are removed on the way out.
 */
export async function makeScratchDir(parent: string, prefix: string): Promise<string> {
  if (!hooked) {
    hooked = true;
    process.once('exit', () => {
      for (const dir of live) rmSync(dir, { recursive: true, force: true });
    });
  }
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, prefix));
  live.add(dir);
  return dir;
}

export async function removeScratchDir(dir: string): Promise<void> {
  live.delete(dir);
  await rm(dir, { recursive: true, force: true });
}
