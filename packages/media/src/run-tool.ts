import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { tiedCommand } from './tied-command.js';
import { MediaError } from './types.js';

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunToolOptions {
  /** Called with each complete stdout line as it arrives (ffmpeg -progress, long outputs). */
  onStdoutLine?: (line: string) => void;
  /** Called with each complete stderr line; when set, stderr is not kept in the result. */
  onStderrLine?: (line: string) => void;
  signal?: AbortSignal;
  /** Keep at most this many characters of stderr (ffmpeg can be chatty on long damaged files). */
  maxStderr?: number;
  /**
   * Runs the tool at this nice value (Linux and macOS): long background work such as a render
   * leaves the cores to requests first.
   */
  nice?: number;
}

const MISSING_MESSAGE = 'ffmpeg is not installed on this server: install ffmpeg (it provides ffmpeg and ffprobe).';

/**
 * Runs ffmpeg or ffprobe and resolves with its exit code and output. A missing binary becomes
 * MediaError FFMPEG_MISSING rather than a bare ENOENT, so the user sees what to install. The tool
 * dies with this process, even one killed with SIGKILL (tied-command.ts).
 */
export function runTool(command: 'ffmpeg' | 'ffprobe', args: string[], options: RunToolOptions = {}): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const tied = tiedCommand(command, args);
    const child = spawn(tied.command, tied.args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    if (options.nice && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.nice);
      } catch {
        // Not permitted or not supported here: it runs at normal priority.
      }
    }
    const maxStderr = options.maxStderr ?? 64_000;
    let stdout = '';
    let stderr = '';
    let outRest = '';
    let errRest = '';

    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      if (!options.onStdoutLine) {
        stdout += text;
        return;
      }
      outRest = emitLines(outRest + text, options.onStdoutLine);
    });
    child.stderr.on('data', (text: string) => {
      if (options.onStderrLine) {
        errRest = emitLines(errRest + text, options.onStderrLine);
        return;
      }
      // Keep the tail: the last lines say why ffmpeg stopped.
      stderr = (stderr + text).slice(-maxStderr);
    });
    // An abort is reported once the process has exited, not when it is signalled: callers then
    // delete what it was writing, and a process still running could write after that.
    let aborted: Error | undefined;
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') reject(new MediaError('FFMPEG_MISSING', MISSING_MESSAGE));
      else if (error.name === 'AbortError' && child.pid !== undefined) aborted = error;
      else reject(error);
    });
    child.on('close', (code) => {
      if (aborted) return reject(aborted);
      if (outRest && options.onStdoutLine) options.onStdoutLine(outRest);
      if (errRest && options.onStderrLine) options.onStderrLine(errRest);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Calls `each` for every complete line of `text` and returns the unfinished remainder. */
function emitLines(text: string, each: (line: string) => void): string {
  const lines = text.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  for (const line of lines) each(line);
  return rest;
}
