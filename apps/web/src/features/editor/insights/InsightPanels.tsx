import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Quote, Snippet } from '@scriptloom/contracts';
import { withCurrentSpeakers } from '@scriptloom/transcript';
import { memo, useMemo, type ReactNode } from 'react';
import { entityTypeName } from '../paragraphs/entity-palette';
import { groupEntities } from './entity-groups';
import { CopyIcon } from './insight-icons';
import { emptyText, InsightCard } from './InsightCard';
import { seekToTimestamp } from './seek';
import { useCopy } from './use-copy';
import type { InsightsController } from './use-insights';

export const timestampButtonSx = {
  px: 0.5,
  borderRadius: 1,
  color: 'primary.main',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '0.8125rem',
  '&:hover': { textDecoration: 'underline' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

function Empty({ text }: { text: string | null }) {
  return text ? (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  ) : null;
}

export const KeywordsPanel = memo(function KeywordsPanel({
  keywords,
  insights,
}: {
  keywords: string[];
  insights: InsightsController;
}) {
  return (
    <InsightCard kind="keywords" insights={insights}>
      {keywords.length === 0 ? (
        <Empty text={emptyText(insights, 'keywords', 'No keywords were found.')} />
      ) : (
        <Box
          component="ul"
          data-testid="keywords"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {keywords.map((keyword, i) => (
            <li key={`${i}:${keyword}`}>
              <Chip size="small" label={keyword} data-testid="keyword" />
            </li>
          ))}
        </Box>
      )}
    </InsightCard>
  );
});

export const EntitiesPanel = memo(function EntitiesPanel({
  entities,
  colours,
  insights,
}: {
  entities: Record<string, string[]>;
  /** The transcript's highlight colour of each type, so the panel doubles as its legend. */
  colours: Record<string, string>;
  insights: InsightsController;
}) {
  const groups = groupEntities(entities);
  return (
    <InsightCard kind="entities" insights={insights}>
      {groups.length === 0 ? (
        <Empty text={emptyText(insights, 'entities', 'No names of people, organisations or places were found.')} />
      ) : (
        <Stack spacing={1.5} data-testid="entities">
          {groups.map((group) => (
            <Box key={group.label}>
              <Typography component="h3" variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
                {group.label}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {group.entities.map(({ type, phrase }) => (
                  <li key={`${type}:${phrase}`}>
                    <Chip
                      size="small"
                      label={phrase}
                      title={entityTypeName(type)}
                      data-testid="entity"
                      data-type={type}
                      sx={{ bgcolor: colours[type] }}
                    />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </InsightCard>
  );
});

const NO_QUOTES: Quote[] = [];

export const QuotesPanel = memo(function QuotesPanel({
  insights,
  snippets,
  onSeek,
}: {
  insights: InsightsController;
  /** The transcript as the page has it now: quotes show its speaker names, so a rename shows at once. */
  snippets: readonly Snippet[];
  onSeek: (seconds: number) => void;
}) {
  const copy = useCopy();
  const stored = insights.data?.contents.quotes ?? NO_QUOTES;
  // docs/product.md#out-of-date-content: each quote is said by whoever speaks there now.
  const quotes = useMemo(() => withCurrentSpeakers(stored, snippets), [stored, snippets]);
  let body: ReactNode;
  if (quotes.length === 0) body = <Empty text={emptyText(insights, 'quotes', 'No quotes were found.')} />;
  else
    body = (
      <Stack component="ul" spacing={1.5} data-testid="quotes" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {quotes.map((quote, i) => (
          <Box component="li" key={i} data-testid="quote">
            <Box component="blockquote" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                “{quote.text}”
              </Typography>
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, pl: 1.5 }}>
              <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} noWrap>
                {quote.speaker}
              </Typography>
              <ButtonBase
                sx={timestampButtonSx}
                aria-label={`Play from ${quote.timestamp}`}
                onClick={() => {
                  if (!seekToTimestamp(quote.timestamp, onSeek) && Number.isFinite(quote.start)) onSeek(quote.start);
                }}
              >
                {quote.timestamp}
              </ButtonBase>
              <Tooltip title="Copy quote">
                <IconButton
                  size="small"
                  aria-label="Copy quote"
                  data-testid="quote-copy"
                  onClick={() => void copy(`“${quote.text}” — ${quote.speaker}`, 'Quote')}
                >
                  <CopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  return (
    <InsightCard kind="quotes" insights={insights}>
      {body}
    </InsightCard>
  );
});
