/** Why a task was not admitted. */
export class LaneFullError extends Error {
  constructor() {
    super('every slot is taken and the waiting line is full');
    this.name = 'LaneFullError';
  }
}

/**
 * Admission to a fixed number of slots with a bounded waiting line, first come first served.
 * Tasks are handed to the thread pool only once they hold a slot, so the pool itself never
 * queues: a task starts as soon as it is admitted, and its time limit counts from then.
 */
export class Lane {
  private running = 0;
  private readonly waiting: Array<{ admit: () => void; reject: (err: unknown) => void }> = [];

  constructor(
    readonly slots: number,
    /** Tasks that may wait for a slot; one more is refused at once (LaneFullError). */
    readonly maxWaiting: number,
  ) {}

  get busy(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves once the caller holds a slot; give it back with `release()`. */
  acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.slots) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new LaneFullError());
    return new Promise<void>((resolve, reject) => {
      const entry = {
        admit: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject,
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(entry);
        if (at !== -1) this.waiting.splice(at, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  /** Gives a slot back: the longest waiting caller takes it over. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.running--;
  }

  /** Refuses everyone still waiting (shutdown). */
  rejectWaiting(err: unknown): void {
    for (const entry of this.waiting.splice(0)) entry.reject(err);
  }
}
