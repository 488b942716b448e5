import { describe, expect, it } from 'vitest';
import { FairLane, LaneRefusedError, type FairLaneLimits } from '../../src/workers/fair-lane.js';

/**
 * The lane alone, with no threads: each test sends tasks of named owners and records the order in
 * which they are given a slot, and what is refused.
 */
function harness(limits: Partial<FairLaneLimits> = {}) {
  const lane = new FairLane({ slots: 1, maxWaiting: 100, perOwnerRunning: 1, perOwnerWaiting: 100, ...limits });
  const started: string[] = [];
  const refused: { label: string; reason: string }[] = [];
  const send = (owner: string, label: string, signal?: AbortSignal) =>
    lane.acquire(owner, signal).then(
      () => {
        started.push(label);
      },
      (err: unknown) => {
        refused.push({ label, reason: err instanceof LaneRefusedError ? err.reason : String(err) });
      },
    );
  /** Lets settled acquisitions record themselves (they resolve on the microtask queue). */
  const settle = () => new Promise((r) => setImmediate(r));
  return { lane, started, refused, send, settle };
}

describe('fair lane', () => {
  it('runs one owner’s tasks first come, first served', async () => {
    const h = harness({ slots: 2, perOwnerRunning: 2 });
    for (const label of ['j1', 'j2', 'j3', 'j4', 'j5']) void h.send('jobs', label);
    await h.settle();
    expect(h.started).toEqual(['j1', 'j2']);
    for (let i = 0; i < 3; i++) {
      h.lane.release('jobs');
      await h.settle();
    }
    expect(h.started).toEqual(['j1', 'j2', 'j3', 'j4', 'j5']);
  });

  it('serves a person who arrives during another’s flood after the task running now, not after the flood', async () => {
    const h = harness();
    for (let i = 1; i <= 10; i++) void h.send('greedy', `g${i}`);
    void h.send('other', 'o1');
    await h.settle();
    expect(h.started).toEqual(['g1']);
    h.lane.release('greedy');
    await h.settle();
    expect(h.started).toEqual(['g1', 'o1']);
    // Two people with work waiting take turns.
    void h.send('other', 'o2');
    h.lane.release('other');
    await h.settle();
    h.lane.release('greedy');
    await h.settle();
    h.lane.release('other');
    await h.settle();
    expect(h.started).toEqual(['g1', 'o1', 'g2', 'o2', 'g3']);
  });

  it('runs one task of a person at a time and gives a free thread to someone else', async () => {
    const h = harness({ slots: 2 });
    void h.send('greedy', 'g1');
    void h.send('greedy', 'g2');
    await h.settle();
    // The second thread stays free for others rather than taking the same person's second task.
    expect(h.started).toEqual(['g1']);
    expect(h.lane.busy).toBe(1);
    void h.send('other', 'o1');
    await h.settle();
    expect(h.started).toEqual(['g1', 'o1']);
    h.lane.release('greedy');
    await h.settle();
    expect(h.started).toEqual(['g1', 'o1', 'g2']);
  });

  it('refuses a person’s tasks beyond their own share of the line, and still takes others’', async () => {
    const h = harness({ perOwnerWaiting: 2, maxWaiting: 4 });
    for (let i = 1; i <= 6; i++) void h.send('greedy', `g${i}`);
    void h.send('other', 'o1');
    await h.settle();
    expect(h.refused).toEqual([
      { label: 'g4', reason: 'owner_full' },
      { label: 'g5', reason: 'owner_full' },
      { label: 'g6', reason: 'owner_full' },
    ]);
    expect(h.lane.queued).toBe(3);
    h.lane.release('greedy');
    await h.settle();
    expect(h.started).toEqual(['g1', 'o1']);
  });

  it('makes room in a full line for a task that comes first in the fair order, refusing the last one', async () => {
    const h = harness({ maxWaiting: 3, perOwnerWaiting: 3 });
    for (let i = 1; i <= 4; i++) void h.send('greedy', `g${i}`);
    await h.settle();
    expect(h.lane.queued).toBe(3);
    // The line is full of one person's work: each newcomer takes the place of its last task.
    void h.send('other', 'o1');
    void h.send('third', 't1');
    await h.settle();
    expect(h.refused).toEqual([
      { label: 'g4', reason: 'line_full' },
      { label: 'g3', reason: 'line_full' },
    ]);
    // Another of the greedy person's would come after everything waiting: refused itself.
    void h.send('greedy', 'g5');
    await h.settle();
    expect(h.refused.at(-1)).toEqual({ label: 'g5', reason: 'line_full' });
    // A fourth person comes before the greedy one's second task, which has one running already.
    void h.send('fourth', 'f1');
    await h.settle();
    expect(h.refused.at(-1)).toEqual({ label: 'g2', reason: 'line_full' });
    expect(h.lane.queued).toBe(3);
    for (const owner of ['greedy', 'other', 'third']) {
      h.lane.release(owner);
      await h.settle();
    }
    expect(h.started).toEqual(['g1', 'o1', 't1', 'f1']);
  });

  it('takes a task that was given up out of the line, and its place is not held against its owner', async () => {
    const h = harness({ perOwnerWaiting: 1 });
    void h.send('a', 'a1');
    const abort = new AbortController();
    void h.send('a', 'a2', abort.signal);
    await h.settle();
    abort.abort(new Error('client went away'));
    await h.settle();
    expect(h.refused).toEqual([{ label: 'a2', reason: 'Error: client went away' }]);
    expect(h.lane.queued).toBe(0);
    // Its slot in the owner's share is free again.
    void h.send('a', 'a3');
    await h.settle();
    expect(h.refused).toHaveLength(1);
    h.lane.release('a');
    await h.settle();
    expect(h.started).toEqual(['a1', 'a3']);
    h.lane.release('a');
    expect(h.lane.busy).toBe(0);
  });

  it('refuses everyone waiting at shutdown', async () => {
    const h = harness();
    void h.send('a', 'a1');
    void h.send('a', 'a2');
    void h.send('b', 'b1');
    await h.settle();
    h.lane.rejectWaiting(new Error('closing'));
    await h.settle();
    expect(h.refused.map((r) => r.label).sort()).toEqual(['a2', 'b1']);
    expect(h.lane.queued).toBe(0);
  });
});
