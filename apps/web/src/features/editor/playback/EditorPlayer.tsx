import Alert from '@mui/material/Alert';
import type { DetailsResponse } from '@scriptloom/contracts';
import { useMemo } from 'react';
import { MediaPlayer } from '../../../shared/playback/MediaPlayer';
import { EditPreviewControl } from './EditPreviewControl';
import { RateControl } from './RateControl';
import type { Playback } from './use-playback';
import { useVideoShown } from './video-shown';

interface EditorPlayerProps {
  file: DetailsResponse['es_doc'];
  playback: Playback;
}

/** The player with the editor's rate control, or a note when the file has nothing to play. */
export function EditorPlayer({ file, playback }: EditorPlayerProps) {
  const { media, setMedia, seek, rate, stepRate, cuts, skipCuts, toggleSkipCuts, pauseCapMs, setPauseCap } = playback;
  // Made again only when what they show changes, so the memoised player skips the re-render every
  // edit causes here (an edit that moves no cut keeps the same `cuts`: use-playback.ts).
  const controls = useMemo(
    () => (
      <>
        <RateControl rate={rate} onStep={stepRate} />
        <EditPreviewControl
          skipCuts={skipCuts}
          onToggleSkipCuts={toggleSkipCuts}
          pauseCapMs={pauseCapMs}
          onPauseCap={setPauseCap}
          cutCount={cuts.length}
        />
      </>
    ),
    [rate, stepRate, skipCuts, toggleSkipCuts, pauseCapMs, setPauseCap, cuts.length],
  );
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
      extraControls={controls}
      cuts={cuts}
      cutsSkipped={skipCuts}
      videoShown={videoShown}
      onToggleVideo={toggleVideo}
    />
  );
}
