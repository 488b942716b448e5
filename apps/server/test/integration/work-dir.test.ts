import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { onPostgresPass } from '../support/test-database.js';

let t: TestApp | undefined;
let dataDir: string;

describe.skipIf(onPostgresPass)('work folder at start-up', () => {
  // Made and removed in hooks, which a skipped suite does not run (its body still does).
  beforeAll(() => void (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-workdir-'))));
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is cleared of what a crashed run left (stage folders, chunk WAVs, S3 spool)', async () => {
    const work = path.join(dataDir, 'work');
    // A worker killed while recognising: its stage folder with chunk WAVs, last touched an hour ago.
    const crashed = path.join(work, 'crashed-host-4242-abc');
    const chunks = path.join(crashed, '0b7c-speech_to_text-4242', 'scriptloom-asr-Xy12');
    fs.mkdirSync(chunks, { recursive: true });
    fs.writeFileSync(path.join(chunks, 'chunk-7.wav'), Buffer.alloc(4096));
    fs.writeFileSync(path.join(crashed, 'owner.json'), JSON.stringify({ scope: 'crashed-host', pid: 4242 }));
    const anHourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(path.join(crashed, 'owner.json'), anHourAgo, anHourAgo);
    // An embedded-database run's leftovers sit right in the work folder.
    fs.mkdirSync(path.join(work, 's3-scratch', 'spool'), { recursive: true });
    fs.writeFileSync(path.join(work, 's3-scratch', 'spool', 'abc.partial-1-2'), 'half an upload');

    t = await createTestApp({ mediaDir: path.join(dataDir, 'media'), workDir: work });

    expect(fs.existsSync(crashed)).toBe(false);
    const own = t.runtime.ctx.config.workDir;
    expect(own.startsWith(work)).toBe(true);
    if (t.databaseLabel === 'pglite') {
      // The embedded database's process owns the whole folder: everything in it was left over.
      expect(own).toBe(work);
      expect(fs.readdirSync(work)).toEqual([]);
    } else {
      // Processes sharing a PostgreSQL server may share DATA_DIR: each has a folder of its own.
      expect(path.dirname(own)).toBe(work);
      expect(fs.existsSync(path.join(own, 'owner.json'))).toBe(true);
    }
  });
});
