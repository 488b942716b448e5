import { spawn, type ChildProcess } from 'node:child_process';
import { tiedCommand } from '@scriptloom/media';
import { SpeechError } from '../speech-error.js';

const MISSING =
  'The sphinx engine needs pocketsphinx: install the Debian packages pocketsphinx and pocketsphinx-en-us.';

// Recognisers still running when this process exits are killed with it: left alone they would
// finish chunks nobody reads, on cores the next worker needs. This handler covers an exit; a
// process killed outright runs none, and there the parent-death signal does it (tiedCommand).
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface PocketsphinxRunOptions {
  /** Kills the process, so an aborted job does not leave recognisers running on the shared cores. */
  signal?: AbortSignal;
  /**
   * Output as it arrives: pocketsphinx prints each utterance's words when it has decoded it, so
   * the times in it say how far into the audio the run has got.
   */
  onOutput?: (text: string) => void;
}

/** Runs `pocketsphinx_continuous` on one WAV and resolves with its stdout. */
export function runPocketsphinx(
  wavPath: string,
  extraArgs: readonly string[],
  options: PocketsphinxRunOptions = {},
): Promise<string> {
  const { signal, onOutput } = options;
  return new Promise((resolve, reject) => {
    const args = ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null', ...extraArgs];
    const tied = tiedCommand('pocketsphinx_continuous', args);
    const child = spawn(tied.command, tied.args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    running.add(child);
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk);
      onOutput?.(chunk.toString('utf8'));
    });
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    child.on('error', (error: NodeJS.ErrnoException) => {
      running.delete(child);
      reject(error.code === 'ENOENT' ? new SpeechError('ENGINE_MISSING', MISSING) : error);
    });
    child.on('close', (code, killedBy) => {
      running.delete(child);
      if (code === 0) return resolve(Buffer.concat(out).toString('utf8'));
      if (signal?.aborted) return; // the 'error' event has already rejected with the abort
      const detail = err.trim() || (killedBy ? `killed by ${killedBy}` : `exit code ${code}`);
      reject(new SpeechError('ENGINE_FAILED', `pocketsphinx failed: ${detail}`));
    });
  });
}
