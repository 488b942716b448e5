import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyChunkError } from '../../src/app/lazy/chunk-errors';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../../src/app/lazy/lazy-chunk';

/** Follows a promise: `state()` says whether it has settled yet. */
function watch(promise: Promise<unknown>) {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  return () => state;
}

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the specification’s 120 s for a chunk that does not arrive, then fails as a script chunk', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120 * 1000);
    const loading = loadChunk('MainArea', () => new Promise<never>(() => {}));
    // Caught now, so the rejection is not reported as unhandled while the clock runs.
    const failure = loading.catch((error: unknown) => error);
    const state = watch(loading);

    await vi.advanceTimersByTimeAsync(119_999);
    expect(state()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('rejected');

    const error = await failure;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Loading chunk MainArea failed: no answer within 120 s.');
    // The area's error boundary shows it as 'Loading chunk failed', with a reload.
    expect(classifyChunkError(error)).toBe('script');
  });

  it('hands on a chunk that arrives in time, and its timer goes', async () => {
    const module = { default: () => null };
    let arrive: (value: typeof module) => void = () => {};
    const loading = loadChunk('TranscriptArea', () => new Promise<typeof module>((resolve) => (arrive = resolve)));
    await vi.advanceTimersByTimeAsync(60_000);
    arrive(module);
    await expect(loading).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a failed download on as it is, without waiting for the timeout', async () => {
    const refused = new TypeError('Failed to fetch dynamically imported module: /assets/MainArea.js');
    await expect(loadChunk('MainArea', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(vi.getTimerCount()).toBe(0);
  });
});
