import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOWNLOAD_FLAGS, type BulkDownloadResponse, type DownloadFlag } from '@scriptloom/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { RouterLink } from '../../components/RouterLink';
import { useGetFileDetailsQuery } from '../../shared/files/files-api';
import { DownloadPopup } from './DownloadPopup';
import {
  DOWNLOAD_FLAG_LABELS,
  DOWNLOAD_PRESET_LABELS,
  DOWNLOAD_PRESET_ORDER,
  anyFlagOn,
  downloadParams,
  downloadSearch,
  matchingPreset,
  parseDownloadQuery,
  presetFlags,
  type DownloadFlags,
} from '../../shared/exports/download-flags';
import { useBulkDownloadMutation } from '../../shared/exports/exports-api';
import { downloadUrl } from '../../shared/files/save-blob';
import { testIdSlot } from '../../shared/exports/test-id';

/** Where a page with no file to show sends the person: the signed-in app's home, the file list. */
const HOME = '/';

/**
 * The file cannot be shown: the reason, and a way on. A wrong or stale id is the common case, so the
 * form (which could only fail) is not offered, and the way back leads to the file list rather than
 * to the missing transcript.
 */
function NoFile({ children }: { children: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="download-not-found">
      <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
        {children}
      </Alert>
      <Button component={RouterLink} to={HOME} variant="contained">
        Go to your files
      </Button>
    </Stack>
  );
}

/**
 * `/download?docId=...&summary=1&...` (docs/product.md#bulk-download): choose what goes into one zip for a file and
 * download it. The choices live in the query, so the address always says what will be downloaded.
 */
export default function DownloadPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { docId, flags } = useMemo(() => parseDownloadQuery(searchParams), [searchParams]);
  const [bulkDownload, { isLoading }] = useBulkDownloadMutation();
  const [started, setStarted] = useState<BulkDownloadResponse | null>(null);

  const choose = (next: DownloadFlags) => {
    if (docId) setSearchParams(downloadSearch(docId, next), { replace: true });
  };
  const toggle = (flag: DownloadFlag, on: boolean) => choose({ ...flags, [flag]: on });
  const preset = matchingPreset(flags);
  const nothingChosen = !anyFlagOn(flags);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!docId || nothingChosen || isLoading) return;
    const result = await bulkDownload({ docId, params: downloadParams(flags) });
    // A failure was toasted by the endpoint (the export failure message and the server's).
    if (!result.data) return;
    downloadUrl(result.data.url, result.data.file_name);
    setStarted(result.data);
  };

  const details = useGetFileDetailsQuery(docId ?? '', { skip: !docId });
  const error = details.error ? describeApiError(details.error) : null;
  // Only a file that is there gets the form and the way back to its transcript.
  const file = docId && details.data ? details.data.es_doc : null;

  return (
    <Box data-testid="download-page" sx={{ maxWidth: 640 }}>
      <RouterLink
        to={file ? `/transcripts/${encodeURIComponent(file.id)}` : HOME}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {file ? '← Back to the transcript' : '← All files'}
      </RouterLink>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        Download
      </Typography>
      {!docId ? (
        <NoFile>No file was chosen. Open a transcript, choose Export, then “Download everything (zip)”.</NoFile>
      ) : details.isLoading ? (
        <Skeleton width="40%" height={40} role="status" aria-label="Loading the file" />
      ) : error?.status === 404 ? (
        <NoFile>This file was not found. It may have been deleted, or the link is wrong.</NoFile>
      ) : !file ? (
        <Alert severity="error">{error?.message ?? 'The file could not be loaded.'}</Alert>
      ) : (
        <Paper
          variant="outlined"
          component="form"
          onSubmit={(event: FormEvent) => void submit(event)}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack spacing={2.5}>
            <Typography component="h2" variant="h6" data-testid="download-title" sx={{ overflowWrap: 'anywhere' }}>
              {file.title}
            </Typography>
            <Box role="group" aria-labelledby="download-presets-label">
              <Typography id="download-presets-label" variant="subtitle2" sx={{ mb: 1 }}>
                Presets
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {DOWNLOAD_PRESET_ORDER.map((name) => (
                  <Button
                    key={name}
                    size="small"
                    variant={preset === name ? 'contained' : 'outlined'}
                    aria-pressed={preset === name}
                    onClick={() => choose(presetFlags(name))}
                    data-testid={`download-preset-${name}`}
                  >
                    {DOWNLOAD_PRESET_LABELS[name]}
                  </Button>
                ))}
              </Stack>
            </Box>
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <FormLabel component="legend">Include</FormLabel>
              <FormGroup row>
                {DOWNLOAD_FLAGS.map((flag) => (
                  <FormControlLabel
                    key={flag}
                    label={DOWNLOAD_FLAG_LABELS[flag]}
                    control={
                      <Checkbox
                        checked={flags[flag]}
                        onChange={(event) => toggle(flag, event.target.checked)}
                        slotProps={{ input: testIdSlot(`download-flag-${flag}`) }}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
            {nothingChosen ? (
              <Typography variant="body2" color="text.secondary" role="status">
                Choose at least one thing to download.
              </Typography>
            ) : null}
            <Box>
              <Button
                type="submit"
                variant="contained"
                loading={isLoading}
                disabled={nothingChosen}
                data-testid="download-submit"
              >
                Download
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
      <DownloadPopup started={started} onClose={() => setStarted(null)} />
    </Box>
  );
}
