import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tiedCommand } from '@scriptloom/media';
import { parseT2pOutput } from './flite-phones.js';

const run = promisify(execFile);
const BATCH = 40;

/**
 * Pronunciations from flite's letter-to-sound rules (`t2p`, Debian package flite), for words the
 * dictionary lacks. Words go in batches (one process per word would cost ~20 ms each); a batch
 * whose output cannot be split is retried word by word, and a word flite cannot pronounce is
 * left out. Throws only when t2p itself is missing.
 */
export async function pronounceWithFlite(words: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (let i = 0; i < words.length; i += BATCH) {
    const batch = words.slice(i, i + BATCH);
    const phones = await t2p(batch);
    if (phones) {
      batch.forEach((word, k) => found.set(word, phones[k]!));
      continue;
    }
    for (const word of batch) {
      const single = await t2p([word]);
      if (single) found.set(word, single[0]!);
    }
  }
  return found;
}

async function t2p(words: readonly string[]): Promise<string[][] | null> {
  try {
    const t2pCommand = tiedCommand('t2p', [words.join(', ')]);
    const { stdout } = await run(t2pCommand.command, t2pCommand.args, { timeout: 10_000 });
    return parseT2pOutput(stdout, words.length);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null;
  }
}
