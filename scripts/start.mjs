#!/usr/bin/env node
// `npm start`: install what is missing, build the web app and compile the server if needed, then
// run the compiled server (which applies migrations) in the same process group so Ctrl-C stops
// everything. `npm run dev` (--dev) runs the TypeScript sources through tsx instead, uncompiled.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNpmDependencies } from './lib/npm-deps.mjs';
import { ensurePackages, RUNTIME_PACKAGES } from './lib/system-packages.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`Scriptloom needs Node.js 20 or newer; this is ${process.version}.`);
  process.exit(1);
}

const args = process.argv.slice(2);
const role = args.find((a) => a.startsWith('--role='))?.slice('--role='.length) ?? process.env.ROLE ?? 'all';
const dev = args.includes('--dev');

ensureNpmDependencies(root);
ensurePackages(RUNTIME_PACKAGES);
if (role !== 'worker') ensureWebBuild(root);

if (!dev) await ensureServerBuild(root);

const server = dev
  ? ['--import', 'tsx', 'apps/server/src/main.ts']
  : ['--enable-source-maps', 'apps/server/dist/main.js'];
const child = spawn(process.execPath, [...server, `--role=${role}`], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
