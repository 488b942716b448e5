import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ARTICLE_FORMAT_LABELS,
  ARTICLE_TONE_LABELS,
  ARTICLE_TYPE_LABELS,
  CONTENT_LABELS,
  CONTENT_LIMITS,
  type Article,
} from '@scriptloom/contracts';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../api/api-error';
import { formatDateTime } from '../../../shared/files/format';
import { ArticleDialog } from './ArticleDialog';
import { ContentEditor } from './ContentEditor';
import { RefreshIcon } from './insight-icons';
import { useListArticlesQuery } from './insights-api';
import { Markdown } from './Markdown';
import { OutOfDateChip } from './OutOfDate';
import type { ArticleGeneration } from './use-article-generation';
import { useSaveContent } from './use-save-content';
import { useReadOnly } from '../../../components/read-only';

const WRITING = 'Writing your article…';

const isWriting = (article: Article, pending: readonly string[]) =>
  pending.includes(article.id) || article.status === 'Queued' || article.status === 'Processing';

function Writing() {
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <CircularProgress size={14} aria-hidden />
      <Typography variant="body2">{WRITING}</Typography>
    </Stack>
  );
}

function labelsOf(article: Article) {
  return [ARTICLE_TYPE_LABELS[article.type], ARTICLE_FORMAT_LABELS[article.format], ARTICLE_TONE_LABELS[article.tone]]
    .filter(Boolean)
    .join(' · ');
}

function ArticleItem({
  article,
  writing,
  selected,
  onSelect,
}: {
  article: Article;
  writing: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const title = article.title?.trim() || (writing ? 'New article' : 'Untitled article');
  return (
    <ListItemButton
      selected={selected}
      onClick={onSelect}
      data-testid="article-item"
      data-status={writing ? 'writing' : article.status}
      aria-current={selected ? 'true' : undefined}
      sx={{ display: 'block', borderRadius: 1, mb: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {labelsOf(article)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {formatDateTime(article.created_at)}
      </Typography>
      {writing ? (
        <Writing />
      ) : article.status === 'Failed' ? (
        <Typography variant="caption" color="error" component="p">
          Failed
        </Typography>
      ) : article.stale ? (
        <Typography variant="caption" color="warning.dark" component="p" data-testid="article-item-stale">
          Out of date
        </Typography>
      ) : null}
    </ListItemButton>
  );
}

/**
 * An out-of-date article's mark and its refresh: a new article with the same settings, written from
 * the transcript as it is now. This one stays as it is, edits and all, so nothing needs asking
 * (docs/product.md#out-of-date-content).
 */
function ArticleRefresh({ article, onRefresh }: { article: Article; onRefresh: ArticleGeneration['submit'] }) {
  const [sending, setSending] = useState(false);
  const refresh = async () => {
    setSending(true);
    try {
      const { inspiration, context, type, format, tone } = article;
      await onRefresh({ inspiration, context, type, format, tone });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <OutOfDateChip testId="out-of-date-article" />
      <Tooltip title="Write a new article with the same settings from the transcript as it is now. This one stays as it is.">
        <span>
          <Button
            size="small"
            startIcon={<RefreshIcon fontSize="small" />}
            disabled={sending}
            onClick={() => void refresh()}
            aria-label="Refresh article"
            data-testid="refresh-article"
          >
            Refresh
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}

interface ArticleTabProps {
  fileId: string;
  generation: ArticleGeneration;
}

/** The file's articles: the list, the chosen one (copy, edit), and "Generate article". */
export function ArticleTab({ fileId, generation }: ArticleTabProps) {
  const list = useListArticlesQuery(fileId, { refetchOnMountOrArgChange: true });
  const items = list.data?.items;
  const save = useSaveContent(fileId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const readOnly = useReadOnly() !== null;
  const { track, pending, selectedId, select } = generation;

  // Articles still being written when the page opened (started on an earlier visit) are followed too.
  useEffect(() => {
    for (const item of items ?? [])
      if (item.status === 'Queued' || item.status === 'Processing') track(item.id, item.status);
  }, [items, track]);

  const selected = items?.find((item) => item.id === selectedId) ?? items?.[0] ?? null;

  let listBody;
  if (list.isLoading) listBody = <Skeleton variant="rounded" height={72} />;
  else if (list.isError && !items)
    listBody = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      >
        {describeApiError(list.error).message}
      </Alert>
    );
  else if (!items?.length)
    listBody = (
      <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
        No articles yet. Generate one from this transcript.
      </Typography>
    );

  let content;
  if (!selected) content = null;
  else if (isWriting(selected, pending)) content = <Writing />;
  else if (selected.status === 'Failed')
    content = <Alert severity="error">{selected.error || 'This article could not be written.'}</Alert>;
  else
    content = (
      <ContentEditor
        key={selected.id}
        label={CONTENT_LABELS.article}
        maxLength={CONTENT_LIMITS.article}
        text={selected.content}
        empty="This article has no text."
        view={(text) => <Markdown source={text} />}
        onSave={(text) => save('article', text, selected.id)}
        extra={
          <>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {selected.title?.trim() || 'Untitled article'}
            </Typography>
            {selected.stale && !readOnly ? <ArticleRefresh article={selected} onRefresh={generation.submit} /> : null}
          </>
        }
      />
    );

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Articles are written from this transcript.
        </Typography>
        {readOnly ? null : (
          <Button variant="contained" onClick={() => setDialogOpen(true)} data-testid="generate-article">
            Generate article
          </Button>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label="Articles">
          <List data-testid="article-list" disablePadding>
            {(items ?? []).map((article) => (
              <ArticleItem
                key={article.id}
                article={article}
                writing={isWriting(article, pending)}
                selected={selected?.id === article.id}
                onSelect={() => select(article.id)}
              />
            ))}
          </List>
          {listBody}
        </Paper>
        <Box data-testid="article-content">{content}</Box>
      </Box>
      <ArticleDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onSubmit={generation.submit} />
    </Box>
  );
}
