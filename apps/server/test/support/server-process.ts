import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Runs the real server entry point (apps/server/src/main.ts) as its own process. */
export function spawnServer(args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function waitForOutput(proc: ServerProcess, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(proc.output())) {
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
