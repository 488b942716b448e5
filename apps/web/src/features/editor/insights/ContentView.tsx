import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CONTENT_LABELS, CONTENT_LIMITS, EntitlementMessages, type ContentType } from '@scriptloom/contracts';
import { useState } from 'react';
import { describeApiError } from '../../../api/api-error';
import { ArticleTab } from './ArticleTab';
import { ContentEditor } from './ContentEditor';
import { emptyText } from './InsightCard';
import { Markdown } from './Markdown';
import { PlanLockedNote } from '../plan/PlanLockedNote';
import { PostCards } from './PostCards';
import { RunState } from './RunState';
import type { ArticleGeneration } from './use-article-generation';
import type { InsightsController } from './use-insights';
import { useSaveContent } from './use-save-content';

const TABS: readonly ContentType[] = ['show_notes', 'article', 'tweet', 'caption'];

const NOTHING: Record<Exclude<ContentType, 'article'>, string> = {
  show_notes: 'No show notes could be written for this recording.',
  tweet: 'No tweets could be written for this recording.',
  caption: 'No captions could be written for this recording.',
};

interface ContentViewProps {
  fileId: string;
  insights: InsightsController;
  articles: ArticleGeneration;
  /** The plan does not include written content (docs/product.md#plans-and-limits): every tab says so. */
  locked?: boolean;
}

/** Show notes, article, tweets and captions: each readable, copyable and editable. */
export function ContentView({ fileId, insights, articles, locked = false }: ContentViewProps) {
  const [tab, setTab] = useState<ContentType>('show_notes');
  const save = useSaveContent(fileId);

  const written = (type: Exclude<ContentType, 'article'>) => {
    if (!insights.loaded)
      return insights.error ? null : <Skeleton variant="rounded" height={160} aria-label="Loading" />;
    const text = insights.data?.contents[type] ?? null;
    return (
      <ContentEditor
        key={type}
        label={CONTENT_LABELS[type]}
        maxLength={CONTENT_LIMITS[type]}
        text={text}
        empty={emptyText(insights, type, NOTHING[type])}
        view={(value) => (type === 'show_notes' ? <Markdown source={value} /> : <PostCards text={value} kind={type} />)}
        onSave={(value) => save(type, value)}
        copyLabel={type === 'show_notes' ? 'Copy' : 'Copy all'}
        extra={<RunState kind={type} insights={insights} />}
      />
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Tabs
        value={tab}
        onChange={(_event, value: ContentType) => setTab(value)}
        aria-label="Written content"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((type) => (
          <Tab
            key={type}
            value={type}
            label={locked ? `${CONTENT_LABELS[type]} (not in your plan)` : CONTENT_LABELS[type]}
            id={`content-tab-${type}`}
            aria-controls={`content-panel-${type}`}
          />
        ))}
      </Tabs>
      {!locked && insights.error && !insights.data && tab !== 'article' ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={insights.refetch}>
              Try again
            </Button>
          }
        >
          {describeApiError(insights.error).message}
        </Alert>
      ) : null}
      <Box
        role="tabpanel"
        id={`content-panel-${tab}`}
        aria-labelledby={`content-tab-${tab}`}
        data-testid={`content-${tab}`}
      >
        {locked ? (
          <PlanLockedNote message={EntitlementMessages.writtenContent} testId="content-locked" />
        ) : tab === 'article' ? (
          <ArticleTab fileId={fileId} generation={articles} />
        ) : (
          written(tab)
        )}
      </Box>
    </Paper>
  );
}
