#!/usr/bin/env node
// `npm start`: install what is missing, build the web app if needed, then run the server
// (which applies migrations) in the same process group so Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNpmDependencies } from './lib/npm-deps.mjs';
import { ensurePackages, RUNTIME_PACKAGES } from './lib/system-packages.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`Scriptloom needs Node.js 20 or newer; this is ${process.version}.`);
  process.exit(1);
}

const args = process.argv.slice(2);
const role = args.find((a) => a.startsWith('--role='))?.slice('--role='.length) ?? process.env.ROLE ?? 'all';

ensureNpmDependencies(root);
ensurePackages(RUNTIME_PACKAGES);
if (role !== 'worker') ensureWebBuild(root);

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', `--role=${role}`], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
