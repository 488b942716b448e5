import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * The personal user's file list. Nothing can be uploaded yet, so it is honestly empty: no sample
 * rows, no numbers that do not come from the server.
 */
export function YourFiles() {
  return (
    <Box component="section" aria-labelledby="your-files-heading">
      <Typography id="your-files-heading" component="h2" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        Your files
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'background.paper' }}
      >
        <Typography component="p" variant="h6" sx={{ mb: 1 }}>
          No files yet
        </Typography>
        <Typography color="text.secondary">Episodes you transcribe will be listed here, newest first.</Typography>
      </Paper>
    </Box>
  );
}
