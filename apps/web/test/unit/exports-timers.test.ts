import { DOWNLOAD_POPUP_CLOSE_MS, EXPORT_FLAG_RESET_MS } from '@scriptloom/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoCloseTimer } from '../../src/features/download/auto-close';
import { ExportProgress, type ExportPhase } from '../../src/shared/exports/completion-flag';
import { flushEdits } from '../../src/shared/exports/use-export';

function setup() {
  const phases: ExportPhase[] = [];
  const onSettled = vi.fn();
  const progress = new ExportProgress({ onChange: (phase) => phases.push(phase), onSettled });
  return { progress, phases, onSettled };
}

describe('ExportProgress (the export completion flag)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows "done" for about 2 s, then settles 1 s later', () => {
    expect(EXPORT_FLAG_RESET_MS).toEqual([2000, 1000]);
    const { progress, phases, onSettled } = setup();
    const run = progress.start();
    expect(run).not.toBeNull();
    expect(progress.current).toBe('exporting');
    progress.succeed(run!);
    expect(progress.current).toBe('done');

    vi.advanceTimersByTime(EXPORT_FLAG_RESET_MS[0] - 1);
    expect(progress.current).toBe('done');
    vi.advanceTimersByTime(1);
    expect(progress.current).toBe('settling');
    expect(progress.canStart).toBe(false);
    expect(onSettled).not.toHaveBeenCalled();

    vi.advanceTimersByTime(EXPORT_FLAG_RESET_MS[1] - 1);
    expect(onSettled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(progress.current).toBe('idle');
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(phases).toEqual(['exporting', 'done', 'settling', 'idle']);
  });

  it('allows one export at a time', () => {
    const { progress } = setup();
    const run = progress.start();
    expect(progress.start()).toBeNull();
    progress.succeed(run!);
    expect(progress.start()).toBeNull();
    vi.advanceTimersByTime(3000);
    expect(progress.start()).not.toBeNull();
  });

  it('returns to idle at once on failure, without settling', () => {
    const { progress, phases, onSettled } = setup();
    const run = progress.start()!;
    progress.fail(run);
    expect(progress.current).toBe('idle');
    vi.advanceTimersByTime(10_000);
    expect(onSettled).not.toHaveBeenCalled();
    expect(phases).toEqual(['exporting', 'idle']);
  });

  it('drops pending timers on cancel, and ignores the answer of a cancelled run', () => {
    const { progress, onSettled } = setup();
    const first = progress.start()!;
    progress.succeed(first);
    vi.advanceTimersByTime(500);
    progress.cancel();
    expect(progress.current).toBe('idle');
    vi.advanceTimersByTime(10_000);
    expect(onSettled).not.toHaveBeenCalled();

    // Cancelled while its request was in flight: the late answer no longer moves the flag.
    const second = progress.start()!;
    progress.cancel();
    const third = progress.start()!;
    progress.succeed(second);
    expect(progress.current).toBe('exporting');
    progress.succeed(third);
    expect(progress.current).toBe('done');
  });
});

describe('AutoCloseTimer (the download popup)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes 3 s after opening, once', () => {
    expect(DOWNLOAD_POPUP_CLOSE_MS).toBe(3000);
    const onClose = vi.fn();
    const timer = new AutoCloseTimer(onClose);
    timer.open();
    expect(timer.pending).toBe(true);
    vi.advanceTimersByTime(DOWNLOAD_POPUP_CLOSE_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(timer.pending).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('restarts when opened again and stops when cancelled', () => {
    const onClose = vi.fn();
    const timer = new AutoCloseTimer(onClose);
    timer.open();
    vi.advanceTimersByTime(2000);
    timer.open();
    vi.advanceTimersByTime(2000);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onClose).toHaveBeenCalledTimes(1);

    timer.open();
    timer.cancel();
    vi.advanceTimersByTime(10_000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('flushEdits (save before exporting)', () => {
  it('saves twice so edits made during a running save are included, and stops on failure', async () => {
    const ok = vi.fn(async () => true);
    await expect(flushEdits(ok)).resolves.toBe(true);
    expect(ok).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => false);
    await expect(flushEdits(failing)).resolves.toBe(false);
    expect(failing).toHaveBeenCalledTimes(1);

    await expect(flushEdits(undefined)).resolves.toBe(true);
  });
});
