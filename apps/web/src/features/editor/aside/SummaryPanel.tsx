import Box from '@mui/material/Box';
import { TEXT_LIMITS } from '@scriptloom/contracts';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Chapter } from '@scriptloom/contracts';
import { memo, useState } from 'react';
import { emptyText, InsightCard } from '../insights/InsightCard';
import { timestampButtonSx } from '../insights/InsightPanels';
import { seekToTimestamp } from '../insights/seek';
import { useDraft } from '../insights/use-draft';
import type { InsightsController } from '../insights/use-insights';
import { NO_RANGES, type GroupedMatches, type MatchPlace } from '../find/match-groups';
import { ChaptersEditor } from './ChaptersEditor';
import { MarkedText } from '../find/MarkedText';
import { useReadOnly } from '../../../components/read-only';

interface SummaryPanelProps {
  summary: string | null;
  headline: string | null;
  chapters: Chapter[];
  matches: GroupedMatches;
  current: MatchPlace | null;
  insights: InsightsController;
  onSeek: (seconds: number) => void;
  /** Saves a new summary (`PUT /up/processed_data`); true once the server holds it. */
  onSaveSummary: (summary: string) => Promise<boolean>;
  /** Saves edited chapter titles the same way. */
  onSaveChapters: (chapters: Chapter[]) => Promise<boolean>;
}

const panelSx = {
  display: 'grid',
  // One column as wide as the aside and no wider: a grid's `auto` column grows to its widest card's
  // content, which pushed the cards past the page's edge.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
  '& mark.match': { bgcolor: '#FFE45C', color: 'inherit', borderRadius: '2px' },
  '& mark.current-match': { bgcolor: '#FF9632', outline: '2px solid #B34700' },
} as const;

/**
 * Summary (headline and abstract) and chapters, shown so that find's matches in them are visible
 * (find and replace covers them too). Only what the document holds: nothing is made up when the
 * summary is still missing.
 */
export const SummaryPanel = memo(function SummaryPanel({
  summary,
  headline,
  chapters,
  matches,
  current,
  insights,
  onSeek,
  onSaveSummary,
  onSaveChapters,
}: SummaryPanelProps) {
  const [editingChapters, setEditingChapters] = useState(false);
  const readOnly = useReadOnly() !== null;
  const { draft, setDraft, editing, saving, save, onKeyDown } = useDraft(onSaveSummary);

  const summaryEmpty = emptyText(insights, 'summary', 'No summary could be written for this recording.');
  const chaptersEmpty = emptyText(insights, 'chapters', 'No chapters were found.');

  return (
    <Box data-testid="summary-panel" sx={panelSx}>
      <InsightCard
        kind="summary"
        insights={insights}
        actions={
          editing || readOnly ? null : (
            <Button size="small" onClick={() => setDraft(summary ?? '')} aria-label="Edit summary">
              Edit
            </Button>
          )
        }
      >
        {headline && !editing ? (
          <Typography variant="body1" data-testid="headline" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
            {headline}
          </Typography>
        ) : null}
        {editing ? (
          <Box>
            <TextField
              label="Summary"
              multiline
              minRows={4}
              fullWidth
              autoFocus
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              slotProps={{ htmlInput: { 'data-testid': 'summary-textarea', maxLength: TEXT_LIMITS.summary } }}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
              <Button size="small" onClick={() => setDraft(null)} disabled={saving}>
                Cancel
              </Button>
              <Button size="small" variant="contained" onClick={() => void save()} disabled={saving}>
                Save summary
              </Button>
            </Stack>
          </Box>
        ) : (
          <Typography variant="body2" data-testid="summary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {summary ? (
              <MarkedText
                text={summary}
                ranges={matches.summary}
                current={current?.target === 'summary' ? current.range : null}
              />
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {summaryEmpty ?? 'No summary yet'}
              </Box>
            )}
          </Typography>
        )}
      </InsightCard>

      <InsightCard
        kind="chapters"
        insights={insights}
        actions={
          editingChapters || chapters.length === 0 || readOnly ? null : (
            <Button size="small" onClick={() => setEditingChapters(true)} aria-label="Edit chapters">
              Edit
            </Button>
          )
        }
      >
        {editingChapters ? (
          <ChaptersEditor chapters={chapters} onCancel={() => setEditingChapters(false)} onSave={onSaveChapters} />
        ) : chapters.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {chaptersEmpty ?? 'No chapters yet'}
          </Typography>
        ) : (
          <Box
            component="ol"
            data-testid="chapters"
            sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}
          >
            {chapters.map((chapter, i) => (
              <li key={i}>
                <ButtonBase
                  data-testid="chapter"
                  aria-label={`Play from ${chapter.timestamp}: ${chapter.summary}`}
                  onClick={() => seekToTimestamp(chapter.timestamp, onSeek)}
                  sx={{
                    display: 'block',
                    width: '100%',
                    textAlign: 'left',
                    p: 0.5,
                    borderRadius: 1,
                    typography: 'body2',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  {/* A real space after the time, not only a margin: the button's name must contain its
                      visible text word for word, and "0:01:05Intro" is not in "Play from 0:01:05: Intro". */}
                  <Box component="span" sx={{ ...timestampButtonSx, px: 0, mr: 0.5 }}>
                    {chapter.timestamp}
                  </Box>{' '}
                  <MarkedText
                    text={chapter.summary}
                    ranges={matches.chapters.get(i) ?? NO_RANGES}
                    current={current?.target === 'chapter' && current.chapter === i ? current.range : null}
                  />
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
      </InsightCard>
    </Box>
  );
});
