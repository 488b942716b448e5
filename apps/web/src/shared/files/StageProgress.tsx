import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { stageLabel } from './format';

interface StageProgressProps {
  stage: string;
  progress: number;
  /** Names the file for screen readers, e.g. the row's title. */
  label?: string;
}

/** A pipeline stage in words with a bar for the whole pipeline's percent. */
export function StageProgress({ stage, progress, label }: StageProgressProps) {
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  const text = `${stageLabel(stage)} · ${percent}%`;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} aria-hidden="true">
        {text}
      </Typography>
      <LinearProgress
        variant={stage === 'queued' && percent === 0 ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={label ? `${label}: ${text}` : text}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
