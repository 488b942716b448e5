import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  base: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, role `all`) as a person runs it:
 * default logging, going to a file so a slow reader never holds the server back. `nodeArgs` adds
 * flags such as `--cpu-prof`. Resolves once /api/health answers.
 */
export async function startServer(
  root: string,
  env: Record<string, string>,
  options: { logFile: string; nodeArgs?: string[] },
): Promise<ServerProcess> {
  const port = await freePort();
  const log = fs.openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited (${child.exitCode}); see ${options.logFile}`);
    }
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 2 minutes; see ${options.logFile}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid!,
    logFile: options.logFile,
    async stop() {
      if (child.exitCode !== null) return;
      // SIGINT lets the server close cleanly (and write its CPU profile when asked for one).
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
