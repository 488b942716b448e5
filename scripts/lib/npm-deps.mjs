// Installs the npm packages when node_modules is missing or older than the lock file.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function ensureNpmDependencies(root, log = console.log) {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
  if (!stale) return;
  log('[setup] installing npm packages (npm ci)');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
