import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from './data-dir-lock.js';

/** The owner file of a per-process work folder; its mtime is the owner's heartbeat. */
const OWNER_FILE = 'owner.json';
const HEARTBEAT_MS = 60_000;
/**
 * A folder whose owner has not touched it for this long belongs to a dead process. Far above the
 * heartbeat, so a busy but live process is never robbed (its file leases go stale after a minute
 * already, so a process stalled this long has lost its work anyway).
 */
export const WORK_DIR_STALE_MS = 15 * 60_000;

/** Folders this process made (tests run several runtimes in one process). */
const ours = new Set<string>();

export interface WorkDir {
  /** This process's scratch folder: stage folders, chunk WAVs, S3 spool and fetch copies. */
  path: string;
  /** Stops the heartbeat and, for a per-process folder, removes it. */
  close(): Promise<void>;
}

interface Owner {
  /** Where `pid` means something: the host name and, on Linux, the pid namespace. */
  scope: string;
  pid: number;
}

/**
 * Containers on one host can share its name (host networking) but each has its own pids, so the
 * pid namespace is part of where a pid is valid.
 */
async function pidScope(): Promise<string> {
  const namespace = await fsp.readlink('/proc/self/ns/pid').catch(() => '');
  return `${os.hostname()} ${namespace}`;
}

/**
 * Sets up the scratch space under DATA_DIR/work and removes what crashed processes left there.
 *
 * - `exclusive` (the embedded database): the data-directory lock makes this process the only one
 *   using DATA_DIR, so everything already in the work folder is a leftover; it is emptied and
 *   used as is.
 * - shared (a PostgreSQL server): api and worker processes may share DATA_DIR (they must share
 *   media on local storage), so each takes a folder of its own, `<host>-<pid>-<random>`, and at
 *   start removes only the folders of owners that are provably gone: on this host (and pid
 *   namespace) with their pid no longer running, or, from any host on a shared volume, silent for
 *   WORK_DIR_STALE_MS.
 */
export async function prepareWorkDir(
  root: string,
  options: {
    exclusive: boolean;
    /** Told when the owner file cannot be touched; the next beat tries again. */
    onHeartbeatError?: (err: unknown) => void;
  },
): Promise<WorkDir> {
  await fsp.mkdir(root, { recursive: true });
  if (options.exclusive) {
    await Promise.all((await fsp.readdir(root)).map((name) => removeEntry(path.join(root, name))));
    return { path: root, close: async () => {} };
  }

  const scope = await pidScope();
  await removeDeadSiblings(root, scope);
  const own = path.join(root, `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`);
  await fsp.mkdir(own, { recursive: true });
  ours.add(own);
  const ownerFile = path.join(own, OWNER_FILE);
  await fsp.writeFile(ownerFile, JSON.stringify({ scope, pid: process.pid } satisfies Owner));
  const heartbeat = setInterval(() => {
    const now = new Date();
    void fsp.utimes(ownerFile, now, now).catch((err: unknown) => options.onHeartbeatError?.(err));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    path: own,
    async close() {
      clearInterval(heartbeat);
      await removeEntry(own);
      ours.delete(own);
    },
  };
}

async function removeDeadSiblings(root: string, scope: string): Promise<void> {
  for (const name of await fsp.readdir(root)) {
    const entry = path.join(root, name);
    if (!ours.has(entry) && (await isDead(entry, scope))) await removeEntry(entry);
  }
}

async function isDead(entry: string, scope: string): Promise<boolean> {
  const stat = await fsp.stat(path.join(entry, OWNER_FILE)).catch(() => null);
  // No owner file: a loose file, a folder from an embedded-database run, or a process that died
  // while creating its folder. Judged by its own age.
  const touched = stat ?? (await fsp.stat(entry).catch(() => null));
  if (!touched) return false; // removed meanwhile
  if (Date.now() - touched.mtimeMs > WORK_DIR_STALE_MS) return true;
  if (!stat) return false;
  const owner = await readOwner(path.join(entry, OWNER_FILE));
  if (owner === null || owner.scope !== scope) return false; // another host: only silence tells
  // Our own pid on a folder we did not make: an earlier life of this pid (a container restarted
  // as pid 1) left it.
  return owner.pid === process.pid || !isAlive(owner.pid);
}

async function readOwner(file: string): Promise<Owner | null> {
  try {
    const owner = JSON.parse(await fsp.readFile(file, 'utf8')) as Partial<Owner>;
    return typeof owner.scope === 'string' && Number.isInteger(owner.pid) ? (owner as Owner) : null;
  } catch {
    return null;
  }
}

const removeEntry = (entry: string) => fsp.rm(entry, { recursive: true, force: true });
