import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareWorkDir, WORK_DIR_STALE_MS } from '../../src/lib/work-dir.js';

let root: string;
beforeEach(() => void (root = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-workdir-unit-'))));
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const longAgo = new Date(Date.now() - WORK_DIR_STALE_MS - 60_000);
const scope = `${os.hostname()} ${fs.readlinkSync('/proc/self/ns/pid')}`;
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

/** A folder as a process leaves it: an owner file and a chunk WAV, optionally last touched long ago. */
function leftover(name: string, owner: { scope: string; pid: number } | null, old = false): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'file-1-speech_to_text', 'scriptloom-asr-x'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'file-1-speech_to_text', 'scriptloom-asr-x', 'chunk-3.wav'), 'RIFF');
  if (owner) fs.writeFileSync(path.join(dir, 'owner.json'), JSON.stringify(owner));
  if (old) {
    if (owner) fs.utimesSync(path.join(dir, 'owner.json'), longAgo, longAgo);
    fs.utimesSync(dir, longAgo, longAgo);
  }
  return dir;
}

describe('prepareWorkDir', () => {
  it('empties the whole folder when this process is its only user (embedded database)', async () => {
    leftover('a', null);
    fs.writeFileSync(path.join(root, 'loose.wav'), 'RIFF');
    const work = await prepareWorkDir(root, { exclusive: true });
    expect(work.path).toBe(root);
    expect(fs.readdirSync(root)).toEqual([]);
    await work.close();
  });

  it('creates the folder when it does not exist yet', async () => {
    const work = await prepareWorkDir(path.join(root, 'data', 'work'), { exclusive: true });
    expect(fs.existsSync(work.path)).toBe(true);
  });

  it('on a shared data folder takes a folder of its own and removes only those of gone owners', async () => {
    const dead = leftover('dead-here', { scope, pid: deadPid() });
    const live = leftover('live-here', { scope, pid: process.ppid });
    const elsewhere = leftover('other-host', { scope: 'another-host pid:[1]', pid: 1 });
    const silent = leftover('other-host-silent', { scope: 'another-host pid:[1]', pid: 1 }, true);
    const unowned = leftover('no-owner-fresh', null);
    const unownedOld = leftover('no-owner-old', null, true);

    const work = await prepareWorkDir(root, { exclusive: false });
    for (const gone of [dead, silent, unownedOld]) expect(fs.existsSync(gone), gone).toBe(false);
    for (const kept of [live, elsewhere, unowned]) expect(fs.existsSync(kept), kept).toBe(true);

    expect(path.dirname(work.path)).toBe(root);
    expect(path.basename(work.path)).toMatch(new RegExp(`^${os.hostname()}-${process.pid}-`));
    expect(JSON.parse(fs.readFileSync(path.join(work.path, 'owner.json'), 'utf8'))).toEqual({
      scope,
      pid: process.pid,
    });
    // A second process on the same folder leaves the first one's folder alone.
    const second = await prepareWorkDir(root, { exclusive: false });
    expect(fs.existsSync(work.path)).toBe(true);
    await second.close();
    await work.close();
    expect(fs.existsSync(work.path)).toBe(false);
  });

  it('takes over a folder left by an earlier life of the same pid (a restarted container)', async () => {
    const previous = leftover('restarted', { scope, pid: process.pid });
    const work = await prepareWorkDir(root, { exclusive: false });
    expect(fs.existsSync(previous)).toBe(false);
    await work.close();
  });
});
