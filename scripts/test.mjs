#!/usr/bin/env node
// `npm test`: installs what the tests need, then runs typecheck, lint, unit and integration tests on
// the embedded database, the integration tests again on a throwaway PostgreSQL server, and the
// browser tests. Every suite runs even when an earlier one fails; the exit code says if any did.
// Flags: --no-postgres, --no-e2e, --no-lint (for quicker local runs; CI uses none).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNpmDependencies } from './lib/npm-deps.mjs';
import { ensurePackages, RUNTIME_PACKAGES, TEST_PACKAGES } from './lib/system-packages.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';
import { findPostgresBin, startTempPostgres } from './lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const isCI = Boolean(process.env.CI);
const reports = path.join(root, '.tmp/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (!ok) failures.push(name);
  return ok;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  // A suite that fails to load has no failed tests of its own; count it as a failure too.
  totals.failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const vitest = (name, project, out, env = {}) => {
  const args = ['vitest', 'run', ...project.flatMap((p) => ['--project', p])];
  step(name, 'npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  countVitest(out);
};

ensureNpmDependencies(root);
ensurePackages([...RUNTIME_PACKAGES, ...TEST_PACKAGES]);

step('typecheck', 'npx', ['tsc', '-p', '.']);
if (!flags.has('--no-lint')) {
  // Exactly what `npm run lint` runs: eslint with type-aware rules, prettier, and the import rules.
  step('lint (eslint, prettier, import rules)', 'npm', ['run', 'lint', '--silent']);
}

vitest(
  'unit and integration tests (embedded PGlite)',
  ['unit', 'integration'],
  path.join(reports, 'vitest-pglite.json'),
);

if (!flags.has('--no-postgres')) {
  if (findPostgresBin()) {
    const pg = await startTempPostgres();
    try {
      vitest('integration tests (PostgreSQL server)', ['integration'], path.join(reports, 'vitest-postgres.json'), {
        TEST_DATABASE_URL: pg.url,
      });
    } finally {
      pg.stop();
    }
  } else {
    const msg = 'PostgreSQL server binaries not found: integration tests ran on PGlite only.';
    if (isCI) failures.push(msg);
    console.log(`\n${msg}`);
  }
}

if (!flags.has('--no-e2e')) {
  try {
    ensureWebBuild(root);
    const out = path.join(reports, 'playwright.json');
    step('browser tests (Playwright, Debian Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    countPlaywright(out);
  } catch (err) {
    failures.push(`web build: ${err.message}`);
  }
}

console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
