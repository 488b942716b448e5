/** Autosave: the transcript saves by itself this long after the last edit. */
export const AUTOSAVE_DELAY_MS = 2000;

export interface Timers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface SaveSchedulerOptions {
  /** Whether the document has changes the server does not hold. */
  isDirty: () => boolean;
  /** Sends the document; resolves true when the server took it. Never rejects. */
  save: () => Promise<boolean>;
  delayMs?: number;
  timers?: Timers;
}

/**
 * When to save: a while after the last edit (autosave), or at once on request.
 * A save is skipped when nothing changed or one is already running; edits made while a save runs
 * leave the document dirty, so another save follows as soon as the running one succeeds. A failed
 * save is not retried in a loop: the next edit or an explicit save tries again.
 */
export class SaveScheduler {
  private timer: unknown = null;
  private running: Promise<boolean> | null = null;
  private readonly delayMs: number;
  private readonly timers: Timers;

  constructor(private readonly options: SaveSchedulerOptions) {
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.timers = options.timers ?? browserTimers;
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  /** An edit was made: (re)start the autosave countdown. */
  edited(): void {
    this.cancelTimer();
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.saveNow();
    }, this.delayMs);
  }

  /**
   * Saves now unless there is nothing to save. While a save runs this returns that save's outcome
   * instead of starting a second one (which would carry a stale version).
   */
  saveNow(): Promise<boolean> {
    this.cancelTimer();
    if (this.running) return this.running;
    if (!this.options.isDirty()) return Promise.resolve(true);
    const run = this.options.save().then((ok) => {
      this.running = null;
      // Edited while saving: the changes made meanwhile go in the next save.
      if (ok && this.options.isDirty()) this.edited();
      return ok;
    });
    this.running = run;
    return run;
  }

  /** Drops a pending autosave (the page is going away and saves by itself). */
  cancelTimer(): void {
    if (this.timer === null) return;
    this.timers.clear(this.timer);
    this.timer = null;
  }
}
