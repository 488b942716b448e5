// Compiles the server into apps/server/dist with esbuild, when the output is missing or older than
// its sources: main.js (every role) and cpu-worker.js (the entry of the CPU pool's threads, which
// cpu-pool.ts finds beside the compiled code). Our own packages are bundled in, since they are
// TypeScript; packages from node_modules stay imports, resolved at run time as before.
import fs from 'node:fs';
import path from 'node:path';

export const SERVER_DIST = 'apps/server/dist';

/** Entry points, by output name. dist sits beside src, so paths relative to the code still hold. */
export const SERVER_ENTRIES = {
  main: 'apps/server/src/main.ts',
  'cpu-worker': 'apps/server/src/workers/cpu-worker.ts',
};

/** What the output is made from: a change to any of them makes the build stale. */
const SOURCES = ['apps/server/src', 'apps/server/package.json', 'packages', 'scripts/lib/server-build.mjs'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    // Tests, migrations and the packages' own dependencies are not part of the bundle.
    if (name === 'node_modules' || name === 'test' || name === 'migrations') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** True when a compiled entry is missing or older than a source. */
export function serverBuildStale(root, outdir = SERVER_DIST) {
  const outputs = Object.keys(SERVER_ENTRIES).map((name) => path.join(root, outdir, `${name}.js`));
  if (!outputs.every((file) => fs.existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Every import of a package leaves the bundle except our own workspace packages (TypeScript). */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@scriptloom/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds into `outdir` (relative to `root`), replacing what was there. */
export async function buildServer(root, { outdir = SERVER_DIST } = {}) {
  const { build } = await import('esbuild');
  const target = path.join(root, outdir);
  fs.rmSync(target, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: target,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces and error names stay readable.
    keepNames: true,
    plugins: [keepPackagesExternal],
    logLevel: 'warning',
  });
}

/** Builds the server when it is missing or stale; `force` builds it anyway. */
export async function ensureServerBuild(root, { force = false, log = console.log } = {}) {
  if (!force && !serverBuildStale(root)) return;
  log('[setup] compiling the server');
  await buildServer(root);
}
