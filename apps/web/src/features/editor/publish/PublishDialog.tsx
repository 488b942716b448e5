import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useCopy } from '../insights/use-copy';
import { useGetPublicationQuery, usePublishFileMutation, useUnpublishFileMutation } from './publish-api';

export interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  fileId: string;
  /** Saves the editor's unsaved edits, so what is published is what the person sees. */
  flush: () => Promise<unknown>;
}

const PHONE_QUERY = '(max-width: 599.95px)';

/**
 * "Publish" (docs/product.md#publishing): put the transcript at a public address or take it down;
 * once published, the page's address, the embed snippet and the feed's Podcasting 2.0 tags, each
 * with a copy button. The body mounts with the dialog, so the state is asked for on opening.
 */
export function PublishDialog({ open, onClose, fileId, flush }: PublishDialogProps) {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="publish-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      slotProps={{ paper: { 'data-testid': 'publish-dialog' } as object }}
    >
      <DialogTitle id="publish-title">Publish</DialogTitle>
      {open ? <PublishBody fileId={fileId} flush={flush} /> : null}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function PublishBody({ fileId, flush }: { fileId: string; flush: () => Promise<unknown> }) {
  const state = useGetPublicationQuery(fileId);
  const [publish, publishing] = usePublishFileMutation();
  const [unpublish, unpublishing] = useUnpublishFileMutation();
  const publication = state.data?.publication ?? null;
  const busy = publishing.isLoading || unpublishing.isLoading;

  const onPublish = async () => {
    await flush();
    await publish(fileId);
  };

  if (state.isLoading) {
    return (
      <DialogContent dividers>
        <CircularProgress size={24} aria-label="Loading" />
      </DialogContent>
    );
  }
  if (state.error) {
    return (
      <DialogContent dividers>
        <Alert severity="error">The publication could not be loaded. Close this and try again.</Alert>
      </DialogContent>
    );
  }
  return (
    <DialogContent dividers>
      {publication ? (
        <Stack spacing={2.5}>
          <Typography>
            Published: anyone with the address can read the transcript and play the recording.{' '}
            <Link href={publication.page_url} target="_blank" rel="noopener" data-testid="publish-page-link">
              Open the page
            </Link>
          </Typography>
          <CopyField label="Page address" value={publication.page_url} testId="publish-page-url" />
          <CopyField label="Embed on your site" value={publication.embed_html} multiline testId="publish-embed" />
          <CopyField
            label="Podcasting 2.0 tags for your feed's episode"
            value={publication.feed_tags.join('\n')}
            multiline
            testId="publish-feed-tags"
          />
          <Box>
            <Button
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => void unpublish(fileId)}
              data-testid="publish-unpublish"
            >
              Unpublish
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Unpublishing takes the page, the player and every file down at once. Publishing again gives new addresses.
            </Typography>
          </Box>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography>
            Publishing puts this transcript on a public page with a player, an embeddable player for your own site, and
            transcript and chapters files for podcast apps. They always show the transcript as last saved.
          </Typography>
          <Box>
            <Button variant="contained" disabled={busy} onClick={() => void onPublish()} data-testid="publish-publish">
              Publish
            </Button>
          </Box>
        </Stack>
      )}
    </DialogContent>
  );
}

function CopyField({
  label,
  value,
  multiline = false,
  testId,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  testId: string;
}) {
  const copy = useCopy();
  const id = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        id={id}
        label={label}
        value={value}
        fullWidth
        multiline={multiline}
        maxRows={8}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': testId, spellCheck: false } }}
        sx={{ '& textarea, & input': { fontFamily: 'monospace', fontSize: '0.85rem' } }}
      />
      <Button
        variant="outlined"
        onClick={() => void copy(value, label)}
        aria-label={`Copy: ${label}`}
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
      >
        Copy
      </Button>
    </Stack>
  );
}
