import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import { memo, useId, type ReactNode } from 'react';
import { PauseIcon, PlayIcon, VideoIcon, VideoOffIcon } from '../../components/icons';
import { formatClock } from '../files/format';
import { useMediaClock } from './use-media-clock';
import { Waveform, type WaveformCut } from './Waveform';

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
  /** Whether a video's picture is shown (its sound plays either way). */
  videoShown?: boolean;
  /** Given, a video gets a button that hides or shows its picture. */
  onToggleVideo?: () => void;
  /** Stretches the edit cuts out (seconds), shaded on the waveform; `cutsSkipped`: playback jumps them. */
  cuts?: readonly WaveformCut[];
  cutsSkipped?: boolean;
}

/**
 * A video's picture, docked beside the controls: small enough that the player and the editor's
 * toolbar, which stay pinned while the transcript scrolls, leave most of the screen to the text.
 */
const VIDEO_WIDTH = { xs: 112, sm: 192 } as const;

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
  videoShown = true,
  onToggleVideo,
  cuts,
  cutsSkipped = true,
}: MediaPlayerProps) {
  const clock = useMediaClock(media, durationHint);
  const videoId = useId();

  const toggle = () => {
    if (!media) return;
    if (media.paused) void media.play().catch(() => undefined);
    else media.pause();
  };

  const videoToggle =
    videoUrl && onToggleVideo ? (
      <Tooltip title={videoShown ? 'Hide the video' : 'Show the video'} describeChild>
        <IconButton
          onClick={onToggleVideo}
          aria-label="Video"
          aria-expanded={videoShown}
          aria-controls={videoId}
          data-testid="video-toggle"
          // On a phone it ends the waveform's row, so play, time and speed keep one row.
          sx={{ order: { xs: 3, sm: 0 } }}
        >
          {videoShown ? <VideoIcon /> : <VideoOffIcon />}
        </IconButton>
      </Tooltip>
    ) : null;

  return (
    // The picture first, the controls beside it; on a phone they wrap into the space beside it.
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5 }}>
      {videoUrl ? (
        // Hidden, the element stays: it is what plays the sound and what the transcript follows.
        <Box
          component="video"
          id={videoId}
          ref={mediaRef}
          src={videoUrl}
          preload="metadata"
          playsInline
          onClick={toggle}
          data-testid="video"
          sx={{
            display: videoShown ? 'block' : 'none',
            flex: '0 0 auto',
            width: VIDEO_WIDTH,
            aspectRatio: '16 / 9',
            objectFit: 'contain',
            bgcolor: 'common.black',
            borderRadius: 1,
          }}
        />
      ) : (
        <audio ref={mediaRef} src={mediaUrl ?? undefined} preload="metadata" />
      )}
      <Stack
        direction="row"
        sx={{
          flex: 1,
          minWidth: 0,
          alignItems: 'center',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          columnGap: { xs: 1, sm: 1.5 },
        }}
      >
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
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', minWidth: { sm: 120 } }}
          aria-label={`${formatClock(clock.currentTime)} of ${formatClock(clock.duration)}`}
          data-testid="player-time"
        >
          {formatClock(clock.currentTime)} / {formatClock(clock.duration)}
        </Typography>
        {extraControls}
        {videoToggle}
        <Box sx={{ flex: { xs: '1 1 calc(100% - 52px)', sm: 1 }, order: { xs: 2, sm: 0 }, minWidth: 0, px: 1 }}>
          {peaks && peaks.length > 0 ? (
            <Waveform
              values={peaks}
              duration={clock.duration}
              currentTime={clock.currentTime}
              onSeek={(seconds) => onSeek(seconds, false)}
              cuts={cuts}
              cutsSkipped={cutsSkipped}
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
