import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPlayer } from '../../src/shared/playback/MediaPlayer';
import { readVideoShown, useVideoShown, VIDEO_SHOWN_KEY } from '../../src/features/editor/playback/video-shown';
import { renderPage } from './support/render';

function Player({ videoUrl }: { videoUrl: string | null }) {
  const [shown, toggle] = useVideoShown();
  return (
    <MediaPlayer
      mediaUrl="/media/episode.mp3"
      videoUrl={videoUrl}
      durationHint={60}
      peaks={null}
      media={null}
      mediaRef={vi.fn()}
      onSeek={vi.fn()}
      videoShown={shown}
      onToggleVideo={toggle}
    />
  );
}

afterEach(() => window.localStorage.clear());

describe("the editor's player", () => {
  it('hides and shows a video from the keyboard, remembered for the next page', async () => {
    const { container, unmount } = renderPage(<Player videoUrl="/media/episode.mp4" />);
    const video = container.querySelector('video')!;
    const button = screen.getByRole('button', { name: 'Video' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(video.id);
    expect(getComputedStyle(video).display).toBe('block');

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(getComputedStyle(video).display).toBe('none');
    // Hidden, the element stays: it still plays the sound.
    expect(container.querySelector('video')).toBe(video);
    expect(window.localStorage.getItem(VIDEO_SHOWN_KEY)).toBe('hidden');
    unmount();

    renderPage(<Player videoUrl="/media/episode.mp4" />);
    expect(screen.getByRole('button', { name: 'Video' }).getAttribute('aria-expanded')).toBe('false');
    act(() => screen.getByRole('button', { name: 'Video' }).focus());
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Video' }).getAttribute('aria-expanded')).toBe('true');
    expect(readVideoShown()).toBe(true);
  });

  it('plays an audio file without a picture or a video button', () => {
    const { container } = renderPage(<Player videoUrl={null} />);
    expect(container.querySelector('audio')!.getAttribute('src')).toBe('/media/episode.mp3');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Video' })).toBeNull();
  });
});
