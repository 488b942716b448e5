import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A built model is ~27 MB: this many are kept, the most recently used. */
const KEEP = 12;
/** Never removed sooner after their last use: a long job may still be reading them. */
const MIN_IDLE_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the least recently used models of `dir` beyond the newest KEEP. Each model is a few files
 * named `KEY.*` whose modification time its users refresh.
 */
export async function pruneVocabularyCache(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const lastUse = new Map<string, number>();
  for (const name of names) {
    const key = /^([0-9a-f]{24})\.(?:lm\.bin|dict|none)$/.exec(name)?.[1];
    if (!key) continue;
    const mtime = await stat(join(dir, name)).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    lastUse.set(key, Math.max(lastUse.get(key) ?? 0, mtime));
  }
  const old = [...lastUse].sort((a, b) => b[1] - a[1]).slice(KEEP);
  for (const [key, used] of old) {
    if (now - used < MIN_IDLE_MS) continue;
    for (const suffix of ['lm.bin', 'dict', 'none']) await rm(join(dir, `${key}.${suffix}`), { force: true });
  }
}
