import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddFeedRequest, FEED_LIMITS, type FeedEpisode, type ImportOutcome } from '@scriptloom/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { Form } from '../../components/Form';
import { RouterLink } from '../../components/RouterLink';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { successToast } from '../../shared/notices/toast-slice';
import { useAppDispatch } from '../../shared/store/hooks';
import {
  useAddFeedMutation,
  useDeleteFeedMutation,
  useFeedQuery,
  useImportEpisodesMutation,
  useListFeedsQuery,
  useWatchFeedMutation,
} from './feeds-api';

/** The chosen feed is in the address, so a reload or a shared link opens it again. */
const FEED_PARAM = 'feed';
/** While episodes are on their way the page asks again this often. */
const PROGRESS_POLL_MS = 3000;

/**
 * `/feeds` (docs/product.md#episodes-from-a-feed): paste a podcast's feed address, see its episodes,
 * choose and import them, watch the feed for new ones.
 */
export function FeedsPage() {
  const [params, setParams] = useSearchParams();
  const feedId = params.get(FEED_PARAM);
  const choose = (id: string | null) => setParams(id ? { [FEED_PARAM]: id } : {}, { replace: true });
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Import from a feed
      </Typography>
      <AddFeedForm onAdded={choose} />
      <FollowedFeeds selected={feedId} onSelect={choose} />
      {feedId ? <FeedEpisodes key={feedId} feedId={feedId} onRemoved={() => choose(null)} /> : null}
    </Stack>
  );
}

function AddFeedForm({ onAdded }: { onAdded: (id: string) => void }) {
  const [url, setUrl] = useState('');
  const { setErrors, bind } = useFieldErrors<'url'>();
  const [add, { isLoading }] = useAddFeedMutation();
  const submit = async () => {
    const parsed = AddFeedRequest.safeParse({ url });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await add(parsed.data).unwrap();
      setErrors({});
      setUrl('');
      onAdded(answer.feed.id);
    } catch (error) {
      // Every refusal is about the address: it is said under the field.
      setErrors({ url: describeApiError(error).message });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Form onSubmit={() => void submit()} aria-label="Add a podcast feed">
        <TextField
          label="Your podcast's RSS feed address"
          type="url"
          fullWidth
          required
          placeholder="https://example.com/podcast/feed.xml"
          slotProps={{ htmlInput: { maxLength: FEED_LIMITS.maxUrlLength } }}
          {...bind('url', url, setUrl, 'The episodes are listed first; you choose which to import.')}
        />
        <Box>
          <SubmitButton pending={isLoading}>Show episodes</SubmitButton>
        </Box>
      </Form>
    </Paper>
  );
}

function FollowedFeeds({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const feeds = useListFeedsQuery();
  const items = feeds.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-labelledby="followed-feeds-heading">
      <Typography id="followed-feeds-heading" component="h2" variant="h6">
        Your feeds
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {items.map((f) => (
          <Button
            key={f.id}
            variant={f.id === selected ? 'contained' : 'outlined'}
            aria-pressed={f.id === selected}
            onClick={() => onSelect(f.id)}
          >
            {f.title} ({f.imported_count}/{f.episode_count}){f.watch ? ' · watched' : ''}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

const isOnItsWay = (e: FeedEpisode) => e.state === 'queued' || e.state === 'importing';
const canImport = (e: FeedEpisode) => e.state === 'new' || e.state === 'failed';

function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

function EpisodeState({ episode }: { episode: FeedEpisode }) {
  switch (episode.state) {
    case 'new':
      return <>Not imported</>;
    case 'queued':
      return <>Waiting to download</>;
    case 'importing':
      return <>Downloading…</>;
    case 'imported':
      return episode.file_id ? (
        <RouterLink to={`/transcripts/${encodeURIComponent(episode.file_id)}`} underline="hover">
          Imported
        </RouterLink>
      ) : (
        <>Imported</>
      );
    case 'failed':
      return (
        <Typography component="span" color="error" variant="body2">
          Failed: {episode.error}
        </Typography>
      );
  }
}

function FeedEpisodes({ feedId, onRemoved }: { feedId: string; onRemoved: () => void }) {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(false);
  const feed = useFeedQuery(feedId, { pollingInterval: polling ? PROGRESS_POLL_MS : 0 });
  const episodes = feed.data?.episodes ?? [];
  const busy = episodes.some(isOnItsWay);
  useEffect(() => setPolling(busy), [busy]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<ImportOutcome[]>([]);
  const [importEpisodes, importing] = useImportEpisodesMutation();
  const [watch, watching] = useWatchFeedMutation();
  // The switch moves at once; it follows the server's answer, and goes back if the change fails.
  const [watchShown, setWatchShown] = useState<boolean | null>(null);
  const [remove, removing] = useDeleteFeedMutation();

  if (feed.isLoading) return <Skeleton variant="rounded" height={200} role="status" aria-label="Loading episodes" />;
  if (feed.isError || !feed.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        }
      >
        The feed could not be loaded.
      </Alert>
    );
  }
  const { feed: info } = feed.data;
  const importable = episodes.filter(canImport);
  const allChosen = importable.length > 0 && importable.every((e) => chosen.has(e.guid));
  const toggle = (guid: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(guid)) next.delete(guid);
      else next.add(guid);
      return next;
    });
  const submit = async () => {
    try {
      const answer = await importEpisodes({ feedId, guids: [...chosen] }).unwrap();
      setChosen(new Set());
      setRefused(answer.episodes.filter((e) => e.state !== 'queued'));
      dispatch(successToast(answer.success));
    } catch {
      // The base query has said why.
    }
  };
  const titleOf = (guid: string) => episodes.find((e) => e.guid === guid)?.title ?? guid;

  return (
    <Stack component="section" spacing={2} aria-labelledby="feed-heading">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id="feed-heading" component="h2" variant="h5" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {info.title}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={watchShown ?? info.watch}
              disabled={watching.isLoading}
              onChange={(event) => {
                setWatchShown(event.target.checked);
                void watch({ feedId, watch: event.target.checked })
                  .unwrap()
                  .then(
                    (answer) => setWatchShown(answer.feed.watch),
                    () => setWatchShown(null),
                  );
              }}
            />
          }
          label="Import new episodes as they appear"
        />
        <Button
          color="error"
          disabled={removing.isLoading}
          onClick={() =>
            void remove(feedId)
              .unwrap()
              .then(onRemoved, () => {})
          }
        >
          Stop following
        </Button>
      </Stack>
      {info.last_error ? (
        <Alert severity="warning">The feed could not be fetched just now: {info.last_error}</Alert>
      ) : null}
      {refused.length ? (
        <Alert severity="info" onClose={() => setRefused([])}>
          {refused.map((r) => (
            <div key={r.guid}>
              {titleOf(r.guid)}: {r.reason}
            </div>
          ))}
        </Alert>
      ) : null}
      {episodes.length === 0 ? (
        <Typography color="text.secondary">This feed lists no episodes with audio or video.</Typography>
      ) : (
        <Form onSubmit={() => void submit()} aria-label="Import episodes">
          <Table size="small" aria-label={`Episodes of ${info.title}`}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChosen}
                    indeterminate={!allChosen && chosen.size > 0}
                    disabled={importable.length === 0}
                    onChange={() => setChosen(allChosen ? new Set() : new Set(importable.map((e) => e.guid)))}
                    slotProps={{ input: { 'aria-label': 'Choose every episode not imported yet' } }}
                  />
                </TableCell>
                <TableCell>Episode</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Length</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {episodes.map((e) => (
                <TableRow key={e.guid}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.has(e.guid)}
                      disabled={!canImport(e)}
                      onChange={() => toggle(e.guid)}
                      slotProps={{ input: { 'aria-label': `Choose ${e.title}` } }}
                    />
                  </TableCell>
                  <TableCell>{e.title}</TableCell>
                  <TableCell>{e.published_at ? new Date(e.published_at).toLocaleDateString() : '—'}</TableCell>
                  <TableCell>{duration(e.duration_sec)}</TableCell>
                  <TableCell aria-live="polite">
                    <EpisodeState episode={e} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box>
            <SubmitButton pending={importing.isLoading} disabled={chosen.size === 0}>
              {chosen.size === 1 ? 'Import 1 episode' : `Import ${chosen.size} episodes`}
            </SubmitButton>
          </Box>
        </Form>
      )}
    </Stack>
  );
}
