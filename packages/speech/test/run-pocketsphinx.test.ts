import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { childrenNamed, isRunning, runScript, waitUntil } from '../../../packages/media/test/helpers/processes.js';

const fixture = path.join(import.meta.dirname, 'fixtures/hold-recogniser.ts');
const hasPocketsphinx = (() => {
  try {
    execFileSync('which', ['pocketsphinx_continuous'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const clean of cleanups.splice(0)) clean();
});

describe.runIf(process.platform === 'linux' && hasPocketsphinx)('the recogniser', () => {
  it('ends when the process that started it is killed with SIGKILL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scriptloom-tied-'));
    const fifo = path.join(dir, 'never-written.wav');
    execFileSync('mkfifo', [fifo]);
    const parent = runScript(fixture, [fifo]);
    const started: { pid?: number } = {};
    cleanups.push(() => {
      parent.kill('SIGKILL');
      if (started.pid !== undefined && isRunning(started.pid)) process.kill(started.pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });
    // /proc/<pid>/comm keeps the first 15 characters of the name.
    const recogniser = await waitUntil('pocketsphinx to start', () => childrenNamed(parent.pid!, 'pocketsphinx_co')[0]);
    started.pid = recogniser;

    parent.kill('SIGKILL');
    await waitUntil('pocketsphinx to end with its parent', () => (isRunning(recogniser) ? undefined : true), 10_000);
    expect(isRunning(recogniser)).toBe(false);
  });
});
