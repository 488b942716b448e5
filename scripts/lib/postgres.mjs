// A throwaway PostgreSQL server for tests: its own cluster in a temp dir, on a free loopback port.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 * Asynchronous, so that `npm test` can start the server while other steps run.
 */
function runAs(bin, args) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) =>
    execFile(cmd, argv, { encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(Object.assign(err, { message: `${err.message}\n${stderr}` })) : resolve(stdout),
    ),
  );
}

export async function startTempPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  await runAs(path.join(bin, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  await runAs(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(
        process.getuid?.() === 0 ? 'runuser' : path.join(bin, 'pg_ctl'),
        process.getuid?.() === 0
          ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']
          : ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop'],
        { stdio: 'ignore' },
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
