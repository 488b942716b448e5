// Installs the npm packages when node_modules is missing or older than the lock file.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function ensureNpmDependencies(root, log = console.log) {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
  if (!stale) return;
  // `npm install`, not `npm ci`: npm records only this platform's optional binaries (rollup,
  // esbuild) in the lock file, and `npm ci` then refuses the lock as out of sync. With the lock
  // present, `npm install` still installs exactly the locked versions.
  log('[setup] installing npm packages');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
