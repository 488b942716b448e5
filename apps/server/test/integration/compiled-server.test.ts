import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CONTENTS, EMPTY_PROCESSED_DATA, ExportOptions } from '@scriptloom/contracts';
import { syntheticTranscript } from '@scriptloom/transcript';
import { ensureServerBuild, SERVER_DIST } from '../../../../scripts/lib/server-build.mjs';
import type { RenderedFile, RenderExportsInput } from '../../src/workers/tasks/render-exports.js';
import { onPostgresPass } from '../support/test-database.js';

// `npm start` runs the compiled server (apps/server/dist), not the TypeScript sources: the bundle
// must start on its own, find the migrations, and its CPU pool must load the compiled worker entry
// without any TypeScript loader.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dist = path.join(root, SERVER_DIST);

describe.skipIf(onPostgresPass)('the compiled server', () => {
  beforeAll(async () => {
    await ensureServerBuild(root, { log: () => {} });
  });

  it('has an entry for the server and one for the worker threads', () => {
    expect(fs.existsSync(path.join(dist, 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'cpu-worker.js'))).toBe(true);
  });

  it('runs CPU pool tasks from the compiled worker entry, with no TypeScript loader', async () => {
    const pool = new Piscina({ filename: path.join(dist, 'cpu-worker.js'), maxThreads: 1 });
    try {
      const doc = syntheticTranscript({ words: 200, seed: 5 });
      const input: RenderExportsInput = {
        source: {
          id: 'f1',
          title: 'Compiled',
          durationSec: 60,
          speakers: doc.speakers,
          processed: EMPTY_PROCESSED_DATA,
          contents: EMPTY_CONTENTS,
          version: null,
          snippetsJson: JSON.stringify(doc.snippets),
        },
        requests: [ExportOptions.parse({ format: 'pdf' }), ExportOptions.parse({ format: 'txt' })],
      };
      const [pdf, txt] = (await pool.run(input, { name: 'renderExports' })) as RenderedFile[];
      expect(Buffer.from(pdf!.body).subarray(0, 5).toString()).toBe('%PDF-');
      expect(Buffer.from(txt!.body).toString()).toContain(doc.snippets[0]!.words[0]!.text);
    } finally {
      await pool.destroy();
    }
  });

  describe('started as `npm start` starts it', () => {
    let child: ChildProcess | undefined;
    let dataDir: string;
    let output = '';
    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('applies the migrations and answers /api/health', async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'scriptloom-compiled-'));
      child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'main.js')], {
        cwd: root,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const listening = new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (found) resolve(found[1]!);
        };
        child!.stdout!.on('data', onData);
        child!.stderr!.on('data', onData);
        child!.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
      });
      const base = await listening;
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite', role: 'all' });
    });
  });
});
