import Alert from '@mui/material/Alert';
import type { DetailsResponse } from '@scriptloom/contracts';
import { useMemo } from 'react';
import { MediaPlayer } from '../../../shared/playback/MediaPlayer';
import { RateControl } from './RateControl';
import type { Playback } from './use-playback';
import { useVideoShown } from './video-shown';

interface EditorPlayerProps {
  file: DetailsResponse['es_doc'];
  playback: Playback;
}

/** The player with the editor's rate control, or a note when the file has nothing to play. */
export function EditorPlayer({ file, playback }: EditorPlayerProps) {
  const { media, setMedia, seek, rate, stepRate } = playback;
  // One element per rate, so the memoised player skips the re-render every edit causes here.
  const rateControl = useMemo(() => <RateControl rate={rate} onStep={stepRate} />, [rate, stepRate]);
  const [videoShown, toggleVideo] = useVideoShown();
  if (!file.media_url && !file.video_url) {
    return <Alert severity="info">Playback is not available for this file.</Alert>;
  }
  return (
    <MediaPlayer
      mediaUrl={file.media_url}
      videoUrl={file.video_url}
      durationHint={file.duration ?? 0}
      peaks={file.peaks?.values ?? null}
      media={media}
      mediaRef={setMedia}
      onSeek={seek}
      extraControls={rateControl}
      videoShown={videoShown}
      onToggleVideo={toggleVideo}
    />
  );
}
