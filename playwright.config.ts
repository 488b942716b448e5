import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Another port lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.SCRIPTLOOM_E2E_PORT ?? 8091);
const baseURL = `http://localhost:${PORT}`;

// Every run gets an empty database. Playwright loads this file again in its worker processes; the
// environment variable (inherited by them) keeps them from creating stray directories of their own.
process.env.SCRIPTLOOM_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'scriptloom-e2e-'));
const dataDir = process.env.SCRIPTLOOM_E2E_DATA_DIR;

/**
 * End-to-end tests against the real server (which serves apps/web/dist: build it first with
 * `npm run build:web`). Debian's Chromium is used because `playwright install` cannot download here.
 */
export default defineConfig({
  testDir: 'e2e',
  // Two browsers at once: every spec signs up its own account, so files run side by side safely.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Set SCRIPTLOOM_E2E_KEEP_DATA=1 to keep the database for a look after a failure.
  globalTeardown: './e2e/support/remove-data-dir.ts',
  outputDir: 'test-results',
  use: {
    baseURL,
    headless: true,
    // The app honours "reduce motion" (MUI's ripples, fades and spinners end at once): Chromium
    // then uses about a third less CPU over the whole suite (spinners no longer repaint while a
    // file processes), and no test waits on an animation. small-things.spec checks both settings.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace records a screencast and a DOM snapshot at every step of every test, kept or not: set
    // SCRIPTLOOM_E2E_TRACE=1 to keep one per failed test (npx playwright show-trace) when debugging.
    trace: process.env.SCRIPTLOOM_E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  // The product's server with the tests' seeding route added (e2e/server/main.ts): specs about what
  // comes after processing start from a seeded processed file instead of waiting on the pipeline.
  webServer: {
    command: 'node --import tsx e2e/server/main.ts',
    url: `${baseURL}/api/health`,
    // The feeds spec serves its feed on 127.0.0.1 (e2e/feeds.spec.ts); nothing else private is allowed.
    env: { PORT: String(PORT), DATA_DIR: dataDir, FEED_ALLOWED_PRIVATE_NETWORKS: '127.0.0.1/32' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
