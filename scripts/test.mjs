#!/usr/bin/env node
// `npm test`: installs what the tests need, then runs typecheck, lint, unit and integration tests on
// the embedded database, the integration tests again on a throwaway PostgreSQL server, and the
// browser tests. Every suite runs even when an earlier one fails; the exit code says if any did.
// Flags: --no-postgres, --no-e2e, --no-lint (for quicker local runs; CI uses none).
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
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
// Each failed test by name, repeated at the very end: a CI log is often read from its tail only.
const failedTests = [];
const firstLine = (text) =>
  String(text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex -- colour codes of the reporters
    .split('\n')
    .find((l) => l.trim()) ?? '';

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
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const suite of r.testResults) {
    const file = path.relative(root, suite.name);
    // A file that fails to load (or in a hook) has no failed test of its own: it counts as one.
    // (vitest's numFailedTestSuites also counts every file with a failed test, counted already.)
    if (suite.status === 'failed' && !suite.assertionResults.some((t) => t.status === 'failed')) {
      totals.failed += 1;
      failedTests.push(`${file}: ${firstLine(suite.message)}`);
    }
    for (const t of suite.assertionResults) {
      if (t.status !== 'failed') continue;
      // A time-out reaches the JSON report as a bare "STACK_TRACE_ERROR": the duration tells it apart.
      const took = `${((t.duration ?? 0) / 1000).toFixed(1)} s`;
      failedTests.push(`${file} > ${t.fullName} (${took}): ${firstLine(t.failureMessages?.[0])}`);
    }
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`${spec.file}:${spec.line} > ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
}

/**
 * Like `step`, but runs alongside other steps: the output is collected and printed in one piece
 * when the step ends, so that two steps' lines do not interleave.
 */
function stepInBackground(name, cmd, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Piped output loses its colours; keep them when this script writes to a terminal.
      env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env },
    });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    let ended = false;
    const done = (ok) => {
      if (ended) return;
      ended = true;
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
      if (!ok) failures.push(name);
      resolve(ok);
    };
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const vitest = (name, project, out, env = {}) => {
  const args = ['vitest', 'run', ...project.flatMap((p) => ['--project', p])];
  step(name, 'npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  countVitest(out);
};

ensureNpmDependencies(root);
ensurePackages([...RUNTIME_PACKAGES, ...TEST_PACKAGES]);

// The throwaway PostgreSQL server for the second integration pass starts now, in the background
// (initdb is a few seconds, mostly disk), instead of between the two passes.
const wantPostgres = !flags.has('--no-postgres') && Boolean(findPostgresBin());
const postgres = wantPostgres ? startTempPostgres() : undefined;
// A failed start is reported where the server is needed, not as an unhandled rejection now.
postgres?.catch(() => {});

// The type check and the linters are each about one core's work: on two cores they run side by side.
await Promise.all([
  stepInBackground('typecheck', 'npx', ['tsc', '-p', '.']),
  // Exactly what `npm run lint` runs: eslint with type-aware rules, prettier, and the import rules.
  flags.has('--no-lint')
    ? undefined
    : stepInBackground('lint (eslint, prettier, import rules)', 'npm', ['run', 'lint', '--silent']),
]);

vitest(
  'unit, component and integration tests (embedded PGlite)',
  ['unit', 'components', 'integration'],
  path.join(reports, 'vitest-pglite.json'),
);

if (!flags.has('--no-postgres')) {
  if (postgres) {
    const pg = await postgres;
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
    const buildStarted = Date.now();
    ensureWebBuild(root);
    console.log(`[setup] web app ready in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);
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
for (const line of failedTests) console.log(`failed: ${line.slice(0, 400)}`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
