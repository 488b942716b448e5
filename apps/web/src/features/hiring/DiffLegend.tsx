import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { diffStyles } from './diff-styles';

/** What the marks in the differences mean, drawn with the same styles. */
export function DiffLegend() {
  return (
    <Stack direction="row" spacing={2} useFlexGap component="p" sx={{ flexWrap: 'wrap', m: 0 }}>
      <Typography component="span" variant="body2">
        <Box component="del" sx={diffStyles.reviewed}>
          struck through
        </Box>{' '}
        the reviewer&apos;s words
      </Typography>
      <Typography component="span" variant="body2">
        <Box component="ins" sx={diffStyles.final}>
          underlined
        </Box>{' '}
        QA&apos;s words in their place
      </Typography>
      <Typography component="span" variant="body2">
        <Box component="span" sx={diffStyles.speaker}>
          wavy line
        </Box>{' '}
        words given to the wrong speaker
      </Typography>
    </Stack>
  );
}
