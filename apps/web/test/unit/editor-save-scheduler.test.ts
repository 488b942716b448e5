import { describe, expect, it } from 'vitest';
import { SaveScheduler, type Timers } from '../../src/features/editor/session/save-scheduler';
import { SerialQueue } from '../../src/features/editor/session/serial-queue';

/** Timers run by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  const timers: Timers = {
    set: (callback) => {
      pending.set(next, callback);
      return next++;
    },
    clear: (handle) => pending.delete(handle as number),
  };
  const fire = () => {
    const callbacks = [...pending.values()];
    pending.clear();
    callbacks.forEach((callback) => callback());
  };
  return { timers, fire, count: () => pending.size };
}

function deferred() {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

describe('save scheduler', () => {
  it('skips the save when nothing changed', async () => {
    let saves = 0;
    const scheduler = new SaveScheduler({ isDirty: () => false, save: async () => (saves++, true) });
    expect(await scheduler.saveNow()).toBe(true);
    expect(saves).toBe(0);
  });

  it('autosaves once after the last of several edits', async () => {
    const { timers, fire, count } = manualTimers();
    let dirty = true;
    let saves = 0;
    const scheduler = new SaveScheduler({
      isDirty: () => dirty,
      save: async () => {
        saves += 1;
        dirty = false;
        return true;
      },
      timers,
    });
    scheduler.edited();
    scheduler.edited();
    scheduler.edited();
    expect(count()).toBe(1);
    fire();
    await Promise.resolve();
    expect(saves).toBe(1);
  });

  it('does not start a second save while one runs, and saves again for edits made meanwhile', async () => {
    const { timers, fire, count } = manualTimers();
    let dirty = true;
    const runs: ReturnType<typeof deferred>[] = [];
    const scheduler = new SaveScheduler({
      isDirty: () => dirty,
      save: () => {
        const run = deferred();
        runs.push(run);
        return run.promise;
      },
      timers,
    });
    const first = scheduler.saveNow();
    const second = scheduler.saveNow();
    expect(runs).toHaveLength(1);
    expect(scheduler.isRunning).toBe(true);

    // An edit while saving: still dirty when the save ends, so another save is scheduled.
    runs[0]!.resolve(true);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(count()).toBe(1);
    fire();
    expect(runs).toHaveLength(2);
    dirty = false;
    runs[1]!.resolve(true);
    await runs[1]!.promise;
    await Promise.resolve();
    expect(count()).toBe(0);
  });

  it('does not retry a failed save by itself', async () => {
    const { timers, count } = manualTimers();
    let saves = 0;
    const scheduler = new SaveScheduler({ isDirty: () => true, save: async () => (saves++, false), timers });
    expect(await scheduler.saveNow()).toBe(false);
    expect(saves).toBe(1);
    expect(count()).toBe(0);
  });
});

describe('serial queue', () => {
  it('runs tasks one after another, even after a failure', async () => {
    const queue = new SerialQueue();
    const order: string[] = [];
    const slow = deferred();
    const a = queue.run(async () => {
      order.push('a start');
      await slow.promise;
      order.push('a end');
      throw new Error('a failed');
    });
    const b = queue.run(async () => {
      order.push('b');
      return 2;
    });
    await Promise.resolve();
    expect(order).toEqual(['a start']);
    slow.resolve(true);
    await expect(a).rejects.toThrow('a failed');
    expect(await b).toBe(2);
    expect(order).toEqual(['a start', 'a end', 'b']);
  });
});
