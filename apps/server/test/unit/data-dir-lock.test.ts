import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/lib/data-dir-lock.js';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-lock-unit-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('is refused while a live process holds it', () => {
    const dir = tempDir();
    // pid 1 is always alive.
    fs.writeFileSync(path.join(dir, 'scriptloom.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock whose process is gone, and releases it', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'scriptloom.lock'), dead);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'scriptloom.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'scriptloom.lock'))).toBe(false);
  });
});
