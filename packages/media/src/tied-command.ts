import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The command line that runs `command` so that it is killed when this process dies, however it
 * dies. A process killed with SIGKILL (an OOM kill, `kill -9`, a crash of the runtime) runs no
 * exit handler, and its children are simply handed to init: an ffmpeg render or a recogniser went
 * on for minutes at full CPU with nobody to read its output.
 *
 * On Linux the kernel can do it: a process that asked for a parent-death signal
 * (prctl PR_SET_PDEATHSIG) gets it the moment its parent ends, and the request survives exec.
 * Node cannot make that call between fork and exec, so the child is started through util-linux's
 * `setpriv --pdeathsig KILL`, which makes it and then execs the real program in place (same pid,
 * no process in between to watch or to leak). Why this rather than the alternatives: a watcher
 * script polling its parent leaves a window and is one more process that can itself be orphaned;
 * ending children on stdin EOF needs every program to read stdin (ffmpeg runs with -nostdin,
 * pocketsphinx reads a file). setpriv is part of util-linux, on every Debian and Ubuntu system.
 *
 * The signal follows the thread that started the child: children must be started from the main
 * thread (as all ours are); one started on a worker thread would die with that thread.
 *
 * Elsewhere (not Linux, or no setpriv with --pdeathsig) the command runs as given. A command not
 * found on PATH is also left as given, so spawning it fails with ENOENT as callers expect.
 */
export function tiedCommand(command: string, args: readonly string[]): { command: string; args: string[] } {
  const setpriv = deathSignalWrapper();
  const program = setpriv ? findOnPath(command) : undefined;
  if (!setpriv || !program) return { command, args: [...args] };
  return { command: setpriv, args: ['--pdeathsig', 'KILL', '--', program, ...args] };
}

let wrapper: string | null | undefined;

/** setpriv's path when it can set a parent-death signal here, else null (checked once). */
function deathSignalWrapper(): string | null {
  if (wrapper !== undefined) return wrapper;
  wrapper = null;
  if (process.platform !== 'linux') return wrapper;
  const found = findOnPath('setpriv') ?? ['/usr/bin/setpriv', '/bin/setpriv'].find(isExecutable);
  // Old util-linux (before 2.33) has setpriv without --pdeathsig.
  if (found && spawnSync(found, ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' }).status === 0) {
    wrapper = found;
  }
  return wrapper;
}

/** The file `command` names, looked up on PATH as exec would (a name with a slash is used as it is). */
function findOnPath(command: string): string | undefined {
  if (command.includes('/')) return isExecutable(command) ? command : undefined;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
