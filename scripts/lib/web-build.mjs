// Builds the web app when its sources (or the shared contracts) are newer than the last build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

export function ensureWebBuild(root, { force = false, log = console.log } = {}) {
  const web = path.join(root, 'apps/web');
  const built = path.join(web, 'dist/index.html');
  const sources = [
    path.join(web, 'src'),
    path.join(web, 'index.html'),
    path.join(web, 'vite.config.ts'),
    path.join(web, 'public'),
    path.join(root, 'packages/contracts/src'),
  ];
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (!force && builtAt > 0 && sources.every((s) => newestMtime(s) <= builtAt)) return;
  log('[setup] building the web app');
  execSync('npx vite build apps/web --logLevel warn', { cwd: root, stdio: 'inherit' });
}
