/**
 * Fixed-window counters in memory, for the review links' rate limits (docs/product.md#review-links).
 * A window opens with a key's first hit and lasts `windowMs`; past `limit` hits in it, the key must
 * wait for the window's end. Kept per process: with several API processes each counts alone, so a
 * client gets at most that many times the limit, which still caps guessing by orders of magnitude.
 */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

export class WindowCounter {
  private readonly windows = new Map<string, { start: number; hits: number }>();
  private sweptAt = 0;

  constructor(private readonly rule: WindowRule) {}

  /** Milliseconds `key` must still wait, or 0 when it is within its limit; does not count a hit. */
  waitFor(key: string, now: number): number {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.rule.windowMs || w.hits < this.rule.limit) return 0;
    return w.start + this.rule.windowMs - now;
  }

  /** Counts a hit of `key`. */
  hit(key: string, now: number): void {
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.rule.windowMs) this.windows.set(key, { start: now, hits: 1 });
    else w.hits++;
  }

  /** Counts a hit and answers the wait it makes owed (0 while within the limit, this hit included). */
  take(key: string, now: number): number {
    const wait = this.waitFor(key, now);
    if (wait > 0) return wait;
    this.hit(key, now);
    return 0;
  }

  /** Drops windows that have ended, at most once a window, so the map holds only recent keys. */
  private sweep(now: number): void {
    if (now - this.sweptAt < this.rule.windowMs) return;
    this.sweptAt = now;
    for (const [key, w] of this.windows) if (now - w.start >= this.rule.windowMs) this.windows.delete(key);
  }
}
