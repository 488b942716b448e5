import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { formatClock } from '../files/format';
import { useMediaClock } from './use-media-clock';
import { Waveform } from './Waveform';

interface MediaPlayerProps {
  /** Compressed playback audio (signed URL; no header needed). */
  mediaUrl: string | null;
  /** The original video, for video uploads: it is shown and plays its own sound. */
  videoUrl: string | null;
  durationHint: number;
  peaks: number[] | null;
  media: HTMLMediaElement | null;
  /** Receives the media element once it exists (a callback ref), so the transcript can follow it. */
  mediaRef: (element: HTMLMediaElement | null) => void;
  onSeek: (seconds: number, play?: boolean) => void;
  /** More controls after the time (the editor's playback rate). */
  extraControls?: ReactNode;
}

/**
 * Play/pause, time, seek slider and waveform around one <audio> or <video> element. Memoised: the
 * editor around it re-renders on every edit, the player only when its own props change.
 */
export const MediaPlayer = memo(function MediaPlayer({
  mediaUrl,
  videoUrl,
  durationHint,
  peaks,
  media,
  mediaRef,
  onSeek,
  extraControls,
}: MediaPlayerProps) {
  const clock = useMediaClock(media, durationHint);

  const toggle = () => {
    if (!media) return;
    if (media.paused) void media.play().catch(() => undefined);
    else media.pause();
  };

  return (
    <Box>
      {videoUrl ? (
        <Box
          component="video"
          ref={mediaRef}
          src={videoUrl}
          preload="metadata"
          playsInline
          onClick={toggle}
          sx={{ display: 'block', width: '100%', maxHeight: '30vh', bgcolor: 'common.black', borderRadius: 1, mb: 1 }}
        />
      ) : (
        <audio ref={mediaRef} src={mediaUrl ?? undefined} preload="metadata" />
      )}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 1.5 }}>
        <IconButton
          onClick={toggle}
          aria-label={clock.playing ? 'Pause' : 'Play'}
          color="primary"
          sx={{ bgcolor: 'rgba(6, 89, 249, 0.08)', '&:hover': { bgcolor: 'rgba(6, 89, 249, 0.16)' } }}
        >
          {clock.playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <Typography
          variant="body2"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', minWidth: 120 }}
          aria-label={`${formatClock(clock.currentTime)} of ${formatClock(clock.duration)}`}
          data-testid="player-time"
        >
          {formatClock(clock.currentTime)} / {formatClock(clock.duration)}
        </Typography>
        {extraControls}
        <Box sx={{ flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0, px: 1 }}>
          {peaks && peaks.length > 0 ? (
            <Waveform
              values={peaks}
              duration={clock.duration}
              currentTime={clock.currentTime}
              onSeek={(seconds) => onSeek(seconds, false)}
            />
          ) : null}
          <Slider
            size="small"
            aria-label="Seek"
            min={0}
            max={Math.max(clock.duration, 0.001)}
            step={0.1}
            value={Math.min(clock.currentTime, clock.duration || 0)}
            onChange={(_event, value) => onSeek(value as number, false)}
            getAriaValueText={(value) => formatClock(value)}
            sx={{ py: 1, display: 'block' }}
          />
        </Box>
      </Stack>
    </Box>
  );
});
