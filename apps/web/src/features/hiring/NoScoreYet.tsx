import Typography from '@mui/material/Typography';

/** Where a score would be, before the member's first one (said in words, not left blank). */
export function NoScoreYet() {
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      No score yet
    </Typography>
  );
}
