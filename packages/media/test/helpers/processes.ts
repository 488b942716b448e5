import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name: state, then the parent's pid. */
function stat(pid: number): { state: string; parent: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state!, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

/** Pids of the running processes named `name` (their command, as /proc/<pid>/comm has it) whose parent is `parent`. */
export function childrenNamed(parent: number, name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => stat(pid)?.parent === parent && commOf(pid) === name);
}

function commOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** True while `pid` runs; a zombie (ended, not yet reaped by whoever adopted it) has ended. */
export function isRunning(pid: number): boolean {
  const found = stat(pid);
  return found !== undefined && found.state !== 'Z' && found.state !== 'X';
}

/** Polls `check` until it answers a value other than undefined, or fails with `what` after `timeoutMs`. */
export async function waitUntil<T>(what: string, check: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs a TypeScript file (through tsx) as a process of its own, as the server runs. */
export function runScript(file: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
}
