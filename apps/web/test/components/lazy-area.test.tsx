import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyArea } from '../../src/app/lazy/LazyArea';
import { CHUNK_LOAD_TIMEOUT_MS, lazyChunk } from '../../src/app/lazy/lazy-chunk';

describe('LazyArea', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the spinner while an area’s code is on its way, and Loading chunk failed once 120 s have passed', async () => {
    vi.useFakeTimers();
    // The boundary writes the failure to the console for whoever debugs it; not this test's output.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Stalled = lazyChunk('StalledArea', () => new Promise<never>(() => {}));
    render(
      <LazyArea>
        <Stalled />
      </LazyArea>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Loading chunk failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
