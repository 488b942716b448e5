import type { Snippet } from '@scriptloom/contracts';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditPreviewControl } from '../../src/features/editor/playback/EditPreviewControl';
import { PAUSE_CAP_KEY, SKIP_CUTS_KEY, useSkipCuts } from '../../src/features/editor/playback/edit-preview';
import { usePlayback } from '../../src/features/editor/playback/use-playback';
import { MediaPlayer } from '../../src/shared/playback/MediaPlayer';
import { renderPage } from './support/render';

/** What the hook reads of an <audio>: jsdom's own cannot play. */
class FakeMedia extends EventTarget {
  currentTime = 0;
  paused = true;
  duration = 10;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  play() {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  /** The clock moved on (as the browser's does while playing). */
  advanceTo(seconds: number) {
    this.currentTime = seconds;
    this.dispatchEvent(new Event('timeupdate'));
  }
}

const word = (text: string, start: number, end: number, struck = false) => ({
  text,
  start,
  end,
  confidence: 1,
  is_removed: struck,
});
const paragraph = (words: ReturnType<typeof word>[]): Snippet =>
  ({
    id: 'p1',
    speaker: 'A',
    start: words[0]!.start,
    end: words[words.length - 1]!.end,
    start_timestamp: '',
    end_timestamp: '',
    words,
    comments: [],
  }) as unknown as Snippet;

// "so um then": the "um" (2.0–2.2) struck; a 3-second pause before "later".
const snippets = [
  paragraph([word('so', 1.0, 1.5), word('um', 2.0, 2.2, true), word('then', 2.7, 3.0), word('later', 6.0, 6.5)]),
];

function mount() {
  const media = new FakeMedia();
  const hook = renderHook(() => usePlayback(snippets, { listRef: { current: null }, topInset: () => 0 }));
  act(() => hook.result.current.setMedia(media as unknown as HTMLMediaElement));
  return { media, hook };
}

afterEach(() => window.localStorage.clear());

describe("the editor's preview of the edit", () => {
  it('plans the cuts from the document: the struck word, and no pause until a cap is chosen', () => {
    expect(mount().hook.result.current.cuts.map((cut) => cut.reason)).toEqual(['struck']);
  });

  it('cuts the middle of a long pause at the cap the person chose', () => {
    window.localStorage.setItem(PAUSE_CAP_KEY, '700');
    const { hook } = mount();
    const { cuts } = hook.result.current;
    const struck = cuts.find((cut) => cut.reason === 'struck')!;
    expect(struck.start).toBeLessThanOrEqual(2.0);
    expect(struck.end).toBeGreaterThanOrEqual(2.2);
    expect(struck.start).toBeGreaterThanOrEqual(1.5);
    expect(struck.end).toBeLessThanOrEqual(2.7);
    const pause = cuts.find((cut) => cut.reason === 'pause')!;
    // 3 s between "then" and "later" keeps 0.7 s: 0.35 s each side.
    expect(pause.start).toBeCloseTo(3.35);
    expect(pause.end).toBeCloseTo(5.65);
  });

  it('jumps over a cut it plays into, and not when "Skip cuts" is off', async () => {
    const { media, hook } = mount();
    const struck = hook.result.current.cuts.find((cut) => cut.reason === 'struck')!;
    await act(() => media.play());
    act(() => media.advanceTo(2.1));
    expect(media.currentTime).toBe(struck.end);

    act(() => hook.result.current.toggleSkipCuts());
    expect(hook.result.current.skipCuts).toBe(false);
    act(() => media.advanceTo(2.1));
    expect(media.currentTime).toBe(2.1);
  });

  it('leaves a paused player where a seek put it, even in a cut, and plays on from its end', async () => {
    const { media, hook } = mount();
    const struck = hook.result.current.cuts.find((cut) => cut.reason === 'struck')!;
    act(() => hook.result.current.seek(2.05, false));
    act(() => {
      media.dispatchEvent(new Event('seeked'));
    });
    expect(media.currentTime).toBe(2.05);
    await act(() => media.play());
    expect(media.currentTime).toBe(struck.end);
  });

  it('with pauses not shortened, cuts only the struck word', () => {
    const { hook } = mount();
    act(() => hook.result.current.setPauseCap(null));
    expect(hook.result.current.cuts.map((cut) => cut.reason)).toEqual(['struck']);
    expect(window.localStorage.getItem(PAUSE_CAP_KEY)).toBe('off');
  });
});

function Control({ cutCount = 2 }: { cutCount?: number }) {
  const [on, toggle] = useSkipCuts();
  return (
    <EditPreviewControl
      skipCuts={on}
      onToggleSkipCuts={toggle}
      pauseCapMs={700}
      onPauseCap={() => undefined}
      cutCount={cutCount}
    />
  );
}

describe('the "Skip cuts" button', () => {
  it('is a toggle reached from the keyboard, on by default and remembered by the browser', async () => {
    const { unmount } = renderPage(<Control />);
    const button = screen.getByRole('button', { name: 'Skip cuts' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(window.localStorage.getItem(SKIP_CUTS_KEY)).toBe('off');
    unmount();

    renderPage(<Control />);
    expect(screen.getByRole('button', { name: 'Skip cuts' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Shorten pauses' })).toBeTruthy();
  });
});

describe('the waveform', () => {
  it('shades each cut over its stretch of the recording, paler when playback does not skip them', () => {
    // jsdom has no ResizeObserver; the shading is placed in percent and needs no size.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const player = (skipped: boolean) => (
      <MediaPlayer
        mediaUrl="/media/episode.mp3"
        videoUrl={null}
        durationHint={60}
        peaks={[0.1, 0.5, 0.2]}
        media={null}
        mediaRef={vi.fn()}
        onSeek={vi.fn()}
        cuts={[
          { start: 0, end: 3, reason: 'struck' },
          { start: 30, end: 45, reason: 'pause' },
        ]}
        cutsSkipped={skipped}
      />
    );
    const { rerender } = renderPage(player(true));
    const shaded = screen.getAllByTestId('waveform-cut');
    expect(shaded.map((cut) => [cut.style.left, cut.style.width, cut.dataset.reason])).toEqual([
      ['0%', '5%', 'struck'],
      ['50%', '25%', 'pause'],
    ]);
    expect(getComputedStyle(shaded[0]!).opacity).toBe('1');
    rerender(player(false));
    expect(getComputedStyle(screen.getAllByTestId('waveform-cut')[0]!).opacity).toBe('0.45');
    vi.unstubAllGlobals();
  });
});
