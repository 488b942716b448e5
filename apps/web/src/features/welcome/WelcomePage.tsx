import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '../../shared/product';

const SIGN_UP_PATH = '/auth/signup';
const SIGN_IN_PATH = '/auth/login';

/** What a newcomer can do with it, in the order a podcaster meets it. */
const WHAT_IT_DOES: readonly { title: string; text: string }[] = [
  {
    title: 'Transcripts you can correct',
    text: 'Upload audio or video and get a transcript with speakers and timings. Fix words, speakers and paragraphs in an editor that plays along.',
  },
  {
    title: 'Words to publish',
    text: 'A summary, chapters, keywords and quotes for every episode; with Hobbyist, Professional or a pack also show notes, articles, posts and captions.',
  },
  {
    title: 'Clips to share',
    text: 'Turn quotes into audiograms and video reels for social media on Professional or with a written and media pack.',
  },
  {
    title: 'Teams and agencies',
    text: 'Organisations hand episodes to reviewers and QA, follow each through its review and keep everyone’s files apart.',
  },
];

interface WelcomePageProps {
  /** The plan catalogue, as the billing area shows it to someone without an account. */
  plans: ReactNode;
}

/**
 * `/` for someone with no session in this browser (docs/product.md#routes-of-the-web-app): what
 * the product does, its plans and the ways in, instead of a sign-in form that scolds.
 */
export function WelcomePage({ plans }: WelcomePageProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.main', flexGrow: 1 }}>
            {PRODUCT_NAME}
          </Typography>
          {/* Small, so that both fit beside the name on a 375 px phone. */}
          <Button component={RouterLink} to={SIGN_IN_PATH} variant="outlined" size="small">
            Sign in
          </Button>
          <Button component={RouterLink} to={SIGN_UP_PATH} variant="contained" size="small">
            Create an account
          </Button>
        </Container>
      </Box>
      <Container component="main" id="main" maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, flexGrow: 1 }}>
        <Stack spacing={2} sx={{ maxWidth: 760, mb: { xs: 4, md: 6 } }}>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
            From episode to transcript, show notes and clips
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {PRODUCT_NAME} transcribes your podcast, lets you correct it quickly, and writes what you need to publish
            it. Start free with 40 minutes of transcription; no card needed.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <Button component={RouterLink} to={SIGN_UP_PATH} variant="contained" size="large">
              Start free
            </Button>
            <Button component={RouterLink} to={SIGN_IN_PATH} variant="outlined" size="large">
              I have an account
            </Button>
          </Stack>
        </Stack>
        <Box component="section" aria-labelledby="what-title" sx={{ mb: { xs: 5, md: 7 } }}>
          <Typography id="what-title" component="h2" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
            What you can do
          </Typography>
          <Grid container spacing={2}>
            {WHAT_IT_DOES.map((item) => (
              <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
                <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.text}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Box>
        {plans}
      </Container>
    </Box>
  );
}
