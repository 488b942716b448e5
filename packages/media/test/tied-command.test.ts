import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tiedCommand } from '../src/tied-command.js';
import { childrenNamed, isRunning, runScript, waitUntil } from './helpers/processes.js';

const fixture = path.join(import.meta.dirname, 'fixtures/hold-tool.ts');
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const clean of cleanups.splice(0)) clean();
});

describe.runIf(process.platform === 'linux')('tools started by runTool', () => {
  it('end when the process that started them is killed with SIGKILL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scriptloom-tied-'));
    const fifo = path.join(dir, 'never-written');
    execFileSync('mkfifo', [fifo]);
    const parent = runScript(fixture, [fifo]);
    const started: { pid?: number } = {};
    cleanups.push(() => {
      parent.kill('SIGKILL');
      // Should the test fail, the orphan must not outlive it.
      if (started.pid !== undefined && isRunning(started.pid)) process.kill(started.pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });
    const ffmpeg = await waitUntil('ffmpeg to start', () => childrenNamed(parent.pid!, 'ffmpeg')[0]);
    started.pid = ffmpeg;

    parent.kill('SIGKILL');
    // No exit handler runs in a killed process: only the kernel can end its children now.
    await waitUntil('ffmpeg to end with its parent', () => (isRunning(ffmpeg) ? undefined : true), 10_000);
    expect(isRunning(ffmpeg)).toBe(false);
  });

  it('leave a command that is not installed to fail as missing', () => {
    expect(tiedCommand('no-such-tool-here', ['-v'])).toEqual({ command: 'no-such-tool-here', args: ['-v'] });
  });
});
