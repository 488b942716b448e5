import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each integration file gets its own database and job queue; two at a time suits a 2-core machine.
    maxWorkers: 2,
    minWorkers: 1,
    // Whether a worker process is reused for the next file is read from here, not from the projects
    // (vitest 3's forks pool): without this every file got a fresh process, despite the projects'
    // `isolate: false`, and loaded the whole server again and built its own migrated PGlite image.
    // The projects still run in workers of their own (vitest recycles the workers between them).
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/*/test/unit/**/*.test.ts', 'corpus/test/**/*.test.ts'],
          environment: 'node',
          // Unit tests share no state through modules, so one module graph per worker is safe and
          // saves about a third of the unit run (each isolated file reloads zod, the contracts, ...).
          isolate: false,
          // Some unit tests run ffmpeg, the recogniser or a worker thread: 2-3 s alone, and three times
          // that on a loaded 2-core machine, past vitest's 5 s default. A hung test still fails.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'components',
          // The web app's components rendered in a simulated page (jsdom) with React Testing Library.
          include: ['apps/web/test/components/**/*.test.tsx'],
          environment: 'jsdom',
          // Each file gets its own page, and Testing Library binds its `screen` to the page it first
          // sees: the files cannot share loaded modules as the unit tests do. Worker threads isolate
          // each file (the forks' reuse above is set for the whole run).
          pool: 'threads',
          poolOptions: { threads: { isolate: true } },
          setupFiles: ['apps/web/test/components/setup.ts'],
          // The app's API address: the browser resolves '/api' against the page, the tests' fetch cannot.
          env: { VITE_API_BASE_URL: 'http://localhost/api' },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Many integration tests process real media: 10-16 s each on a loaded 2-core machine.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
