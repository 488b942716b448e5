import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { tiedCommand } from '@scriptloom/media';

const run = promisify(execFile);
const compiled = new Map<string, Promise<string>>();

/**
 * The path of our small C program that adds words to a pocketsphinx language model, compiled on
 * first use into `dir` (it links against libsphinxbase, so it is built on the machine that runs
 * it rather than shipped). Named by a hash of its source and flags: an edit rebuilds it. Needs a C
 * compiler, pkg-config and Debian's libsphinxbase-dev; throws with what is missing otherwise.
 */
export function compileAddWords(dir: string): Promise<string> {
  let binary = compiled.get(dir);
  if (!binary) {
    binary = build(dir);
    compiled.set(dir, binary);
    // A failure is not remembered: installing the compiler fixes the next job without a restart.
    binary.catch(() => compiled.delete(dir));
  }
  return binary;
}

async function build(dir: string): Promise<string> {
  const source = addWordsSourcePath();
  const flags = await sphinxbaseFlags();
  const hash = createHash('sha256')
    .update(await readFile(source))
    .update(flags.join(' '))
    .digest('hex')
    .slice(0, 16);
  const binary = join(dir, `add-words-${hash}`);
  if (await exists(binary)) return binary;
  await mkdir(dir, { recursive: true });
  // Another process may be compiling the same program: each writes its own file, then renames.
  const partial = `${binary}.${process.pid}.${Date.now()}.tmp`;
  try {
    // Tied to this process: a compile outliving a killed server would only write a stray file.
    const cc = tiedCommand('cc', ['-O2', '-o', partial, source, ...flags]);
    await run(cc.command, cc.args, { timeout: 60_000 });
    await rename(partial, binary);
  } catch (error) {
    await rm(partial, { force: true });
    throw new Error(`could not compile ${source} (is a C compiler installed?): ${messageOf(error)}`);
  }
  return binary;
}

/** packages/speech/native/add-words.c, found through the package so it also works from a bundle. */
function addWordsSourcePath(): string {
  const entry = createRequire(import.meta.url).resolve('@scriptloom/speech');
  return join(dirname(entry), '..', 'native', 'add-words.c');
}

async function sphinxbaseFlags(): Promise<string[]> {
  try {
    const { stdout } = await run('pkg-config', ['--cflags', '--libs', 'sphinxbase']);
    return stdout.trim().split(/\s+/);
  } catch (error) {
    throw new Error(`libsphinxbase-dev and pkg-config are needed: ${messageOf(error)}`);
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

function messageOf(error: unknown): string {
  const e = error as { stderr?: string; message?: string };
  return (e.stderr?.trim() || e.message || String(error)).slice(0, 300);
}
