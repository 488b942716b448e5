import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passageProblem, shortTime, type SelectedPassage } from '../audiogram-clips';
import { Section } from './Section';

interface PassageChoiceProps {
  /** The passage selected in the transcript when the area opened. */
  passage: SelectedPassage | null;
  /** "audiogram" or "reel" */
  noun: string;
  busy: boolean;
  onMake: (passage: SelectedPassage) => void;
}

/** The selected passage, and a clip of it; or how to select one. */
export function PassageChoice({ passage, noun, busy, onMake }: PassageChoiceProps) {
  const problem = passage ? passageProblem(passage) : null;
  return (
    <Section title="Selected passage">
      {passage ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" data-testid="audiogram-passage" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 1, fontVariantNumeric: 'tabular-nums' }}>
              {shortTime(passage.start)}–{shortTime(passage.end)}
            </Box>
            “{passage.text.length > 240 ? `${passage.text.slice(0, 239)}…` : passage.text}”
          </Typography>
          {problem ? (
            <Typography variant="body2" color="error">
              {problem}
            </Typography>
          ) : null}
          <Button variant="outlined" size="small" disabled={busy || problem !== null} onClick={() => onMake(passage)}>
            Make {noun} from selection
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Select a passage of the transcript, then open this again to make a clip of it.
        </Typography>
      )}
    </Section>
  );
}
