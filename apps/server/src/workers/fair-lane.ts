/** Why a task was not admitted to the line. */
export type Refusal =
  /** The whole line is full of tasks that come before this one. */
  | 'line_full'
  /** Its owner already has as many tasks waiting as one owner may. */
  | 'owner_full';

export class LaneRefusedError extends Error {
  constructor(readonly reason: Refusal) {
    super(reason === 'owner_full' ? 'this owner has all the tasks waiting it may have' : 'the waiting line is full');
    this.name = 'LaneRefusedError';
  }
}

export interface FairLaneLimits {
  /** Tasks that may run at once (the lane's threads). */
  slots: number;
  /** Tasks that may wait, all owners together: what the line holds in memory. */
  maxWaiting: number;
  /** Tasks of one owner that may run at once; the owner's others wait behind them. */
  perOwnerRunning: number;
  /** Tasks of one owner that may wait; one more is refused at once ('owner_full'). */
  perOwnerWaiting: number;
}

interface Waiter {
  owner: string;
  /** Place in the fair order (see `FairLane`): smaller runs first. */
  tag: number;
  /** Arrival order, which breaks ties between equal tags. */
  seq: number;
  admit: () => void;
  reject: (err: unknown) => void;
}

interface OwnerState {
  running: number;
  /** Oldest first; tags grow along it. */
  waiting: Waiter[];
  /** Tag of the owner's newest task (running or waiting): its next task's comes after it. */
  lastTag: number;
}

const before = (a: { tag: number; seq: number }, b: { tag: number; seq: number }) =>
  a.tag < b.tag || (a.tag === b.tag && a.seq < b.seq);

/**
 * Admission to a fixed number of slots, shared fairly between owners (the people whose requests
 * they are). A task is handed to the thread pool only once it holds a slot, so the pool itself
 * never queues: a task starts as soon as it is admitted, and its time limit counts from then.
 *
 * Fairness is start-time fair queueing with one unit per task: each task gets a tag when it
 * arrives, one past its owner's previous task and never below the tag of the latest task started
 * (the lane's virtual time). A free slot goes to the smallest tag among the owners below their
 * running limit. So someone who sends ten tasks at once gets tags t, t+1, ..., t+9, and a person
 * arriving meanwhile gets about t: they run after the task running now, not after all ten, and
 * two busy owners take turns. When the line is full, a newcomer whose task would run before the
 * last one waiting takes its place and that one is refused instead: the line always holds the
 * tasks the fair order reaches first, so nobody's flood can fill it against everyone else.
 */
export class FairLane {
  private readonly owners = new Map<string, OwnerState>();
  private running = 0;
  private waitingCount = 0;
  private virtualTime = 0;
  private arrivals = 0;

  constructor(readonly limits: FairLaneLimits) {}

  get busy(): number {
    return this.running;
  }

  get queued(): number {
    return this.waitingCount;
  }

  /** Resolves once the caller holds a slot; give it back with `release(owner)`. */
  acquire(owner: string, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const state = this.owners.get(owner) ?? { running: 0, waiting: [], lastTag: Number.NEGATIVE_INFINITY };
    const tag = Math.max(this.virtualTime, state.lastTag + 1);
    const seq = this.arrivals++;
    const { slots, perOwnerRunning, perOwnerWaiting, maxWaiting } = this.limits;
    // A free slot that nobody waiting can take (their owners are at their running limit) is this one's.
    if (this.running < slots && state.running < perOwnerRunning && state.waiting.length === 0) {
      this.owners.set(owner, state);
      state.lastTag = tag;
      this.start(state, tag);
      return Promise.resolve();
    }
    if (state.waiting.length >= perOwnerWaiting) return Promise.reject(new LaneRefusedError('owner_full'));
    if (this.waitingCount >= maxWaiting) {
      const last = this.lastWaiting();
      if (!last || !before({ tag, seq }, last)) return Promise.reject(new LaneRefusedError('line_full'));
      this.remove(last);
      last.reject(new LaneRefusedError('line_full'));
    }
    return new Promise<void>((resolve, reject) => {
      const entry: Waiter = {
        owner,
        tag,
        seq,
        admit: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject: (err) => {
          signal?.removeEventListener('abort', onAbort);
          reject(err);
        },
      };
      const onAbort = () => {
        this.remove(entry);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.owners.set(owner, state);
      state.waiting.push(entry);
      state.lastTag = tag;
      this.waitingCount++;
    });
  }

  /** Gives `owner`'s slot back: the next task in the fair order takes it. */
  release(owner: string): void {
    const state = this.owners.get(owner);
    if (!state || state.running === 0) throw new Error(`release without a running task of ${owner}`);
    state.running--;
    this.running--;
    this.forgetIfIdle(owner, state);
    this.dispatch();
  }

  /** Refuses everyone still waiting (shutdown). */
  rejectWaiting(err: unknown): void {
    for (const [owner, state] of this.owners) {
      for (const entry of state.waiting.splice(0)) entry.reject(err);
      this.forgetIfIdle(owner, state);
    }
    this.waitingCount = 0;
  }

  private start(state: OwnerState, tag: number) {
    state.running++;
    this.running++;
    this.virtualTime = Math.max(this.virtualTime, tag);
  }

  /** Fills free slots with the smallest tags of owners below their running limit. */
  private dispatch() {
    while (this.running < this.limits.slots) {
      let next: Waiter | undefined;
      for (const state of this.owners.values()) {
        const head = state.waiting[0];
        if (head && state.running < this.limits.perOwnerRunning && (!next || before(head, next))) next = head;
      }
      if (!next) return;
      const state = this.owners.get(next.owner)!;
      state.waiting.shift();
      this.waitingCount--;
      this.start(state, next.tag);
      next.admit();
    }
  }

  /** The waiting task the fair order reaches last. */
  private lastWaiting(): Waiter | undefined {
    let last: Waiter | undefined;
    for (const state of this.owners.values()) {
      const tail = state.waiting.at(-1);
      if (tail && (!last || before(last, tail))) last = tail;
    }
    return last;
  }

  /** Takes a waiting task out of the line (given up, or refused to make room). */
  private remove(entry: Waiter) {
    const state = this.owners.get(entry.owner);
    const at = state?.waiting.indexOf(entry) ?? -1;
    if (!state || at === -1) return;
    state.waiting.splice(at, 1);
    this.waitingCount--;
    // Its turn is not held against the owner: their next task takes the place it had.
    if (at === state.waiting.length)
      state.lastTag = state.waiting.at(-1)?.tag ?? Math.min(state.lastTag, entry.tag - 1);
    this.forgetIfIdle(entry.owner, state);
  }

  private forgetIfIdle(owner: string, state: OwnerState) {
    if (state.running === 0 && state.waiting.length === 0) this.owners.delete(owner);
  }
}
