import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { NativeSelect } from '../../../components/NativeSelect';
import { useNarrowEditor } from '../layout/narrow-screen';
import { PAUSE_CAPS_MS } from './edit-preview';

interface EditPreviewControlProps {
  skipCuts: boolean;
  onToggleSkipCuts: () => void;
  pauseCapMs: number | null;
  onPauseCap: (capMs: number | null) => void;
  /** How many stretches the edit cuts, for the button's description. */
  cutCount: number;
}

const PAUSE_OPTIONS = PAUSE_CAPS_MS.map((ms) => ({
  value: ms === null ? 'off' : String(ms),
  label: ms === null ? 'Off' : `${ms / 1000} s`,
}));

/**
 * Hear the edit before rendering it (docs/product.md#playback): "Skip cuts" (a toggle button) makes
 * playback jump over the struck words and the shortened pauses; "Shorten pauses" picks the longest
 * silence the preview keeps between words.
 */
export function EditPreviewControl({
  skipCuts,
  onToggleSkipCuts,
  pauseCapMs,
  onPauseCap,
  cutCount,
}: EditPreviewControlProps) {
  const what = cutCount === 1 ? '1 cut' : `${cutCount} cuts`;
  // On a narrow screen the player's controls share a column with the video's picture; the pause
  // cap (chosen rarely, and remembered) is left to wider screens so the pinned player stays small.
  const narrow = useNarrowEditor();
  return (
    <Stack direction="row" role="group" aria-label="Edit preview" sx={{ alignItems: 'center', gap: 1, flexShrink: 0 }}>
      <Tooltip
        title={skipCuts ? `Playback skips the edit's ${what}` : `Playback plays everything (the edit has ${what})`}
        describeChild
      >
        <Button
          size="small"
          variant={skipCuts ? 'contained' : 'outlined'}
          disableElevation
          aria-pressed={skipCuts}
          onClick={onToggleSkipCuts}
          data-testid="skip-cuts"
          sx={{ whiteSpace: 'nowrap' }}
        >
          Skip cuts
        </Button>
      </Tooltip>
      {narrow ? null : (
        <NativeSelect
          label="Shorten pauses"
          value={pauseCapMs === null ? 'off' : String(pauseCapMs)}
          options={PAUSE_OPTIONS}
          onChange={(value) => onPauseCap(value === 'off' ? null : Number(value))}
          minWidth={120}
        />
      )}
    </Stack>
  );
}
