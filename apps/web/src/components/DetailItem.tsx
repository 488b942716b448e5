import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One label and value of a description list (`<dl>`): the plan cards' facts. */
export function DetailItem({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}
