import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  AUDIOGRAM_SHAPES,
  type AudiogramBackground,
  type AudiogramShape,
  type MediaClipKind,
  type ReelFraming,
} from '@scriptloom/contracts';
import type { Dispatch, ReactNode } from 'react';
import { BackgroundPicker } from '../BackgroundPicker';
import type { MakerChoice, MakerChoices } from './maker-choices';

const SHAPES = Object.keys(AUDIOGRAM_SHAPES) as AudiogramShape[];
const labelSx = { typography: 'body2', fontWeight: 500 } as const;

interface ClipLookProps {
  choices: MakerChoices;
  choose: Dispatch<MakerChoice>;
  canMakeReels: boolean;
  /** Reels are chosen (and the file is a video). */
  reel: boolean;
  catalogue: readonly AudiogramBackground[];
  background: string;
  backgroundsLoading: boolean;
  onBackground: (id: string) => void;
}

function Choice({
  id,
  label,
  row,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  row?: boolean;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FormControl>
      <FormLabel id={id} sx={labelSx}>
        {label}
      </FormLabel>
      <RadioGroup row={row} aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </RadioGroup>
    </FormControl>
  );
}

/** What to make (audiograms, or reels of a video file) and how it looks: framing, or shape and background. */
export function ClipLook({
  choices,
  choose,
  canMakeReels,
  reel,
  catalogue,
  background,
  backgroundsLoading,
  onBackground,
}: ClipLookProps) {
  return (
    <>
      {canMakeReels ? (
        <Choice
          id="audiogram-kind-label"
          label="Make"
          row
          value={choices.kind}
          onChange={(kind) => choose({ type: 'kind', kind: kind as MediaClipKind })}
        >
          <FormControlLabel value="audiogram" control={<Radio size="small" />} label="Audiograms" />
          <FormControlLabel value="reel" control={<Radio size="small" />} label="Video reels (9:16)" />
        </Choice>
      ) : null}
      {reel ? (
        <Choice
          id="audiogram-framing-label"
          label="Framing"
          value={choices.framing}
          onChange={(framing) => choose({ type: 'framing', framing: framing as ReelFraming })}
        >
          <FormControlLabel value="crop" control={<Radio size="small" />} label="Centre crop" />
          <FormControlLabel value="blur" control={<Radio size="small" />} label="Whole frame on blur" />
        </Choice>
      ) : (
        <>
          <Choice
            id="audiogram-shape-label"
            label="Shape"
            row
            value={choices.shape}
            onChange={(shape) => choose({ type: 'shape', shape: shape as AudiogramShape })}
          >
            {SHAPES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={AUDIOGRAM_SHAPES[value].label}
              />
            ))}
          </Choice>
          {catalogue.length > 0 ? (
            <BackgroundPicker backgrounds={catalogue} value={background} onChange={onBackground} />
          ) : backgroundsLoading ? (
            <Typography variant="body2" color="text.secondary">
              Loading backgrounds…
            </Typography>
          ) : null}
        </>
      )}
    </>
  );
}
