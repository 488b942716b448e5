import { rm } from 'node:fs/promises';

/** Global teardown: the run's database directory (~40 MB) is of no use once the run is over. */
export default async function removeDataDir(): Promise<void> {
  const dir = process.env.SCRIPTLOOM_E2E_DATA_DIR;
  if (dir && !process.env.SCRIPTLOOM_E2E_KEEP_DATA) await rm(dir, { recursive: true, force: true });
}
