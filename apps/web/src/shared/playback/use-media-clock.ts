import { useEffect, useState } from 'react';

export interface MediaClock {
  playing: boolean;
  currentTime: number;
  /** From the media once its metadata is read; until then the server's figure. */
  duration: number;
}

/**
 * The player controls' view of the media element. Updates on timeupdate (about 4 a second), which
 * re-renders only the controls: the transcript follows the clock on its own (use-active-word.ts).
 */
export function useMediaClock(media: HTMLMediaElement | null, durationHint: number): MediaClock {
  const [clock, setClock] = useState<MediaClock>({ playing: false, currentTime: 0, duration: durationHint });

  useEffect(() => {
    if (!media) return;
    const read = () =>
      setClock({
        playing: !media.paused && !media.ended,
        currentTime: media.currentTime,
        duration: Number.isFinite(media.duration) && media.duration > 0 ? media.duration : durationHint,
      });
    const events = ['timeupdate', 'play', 'pause', 'ended', 'seeking', 'durationchange', 'loadedmetadata'];
    for (const name of events) media.addEventListener(name, read);
    read();
    return () => {
      for (const name of events) media.removeEventListener(name, read);
    };
  }, [media, durationHint]);

  return clock;
}
