import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Chapter } from '@scriptloom/contracts';
import { memo } from 'react';
import { NO_RANGES, type GroupedMatches, type MatchPlace } from './match-groups';
import { MarkedText } from './MarkedText';

interface SummaryPanelProps {
  summary: string | null;
  chapters: Chapter[];
  matches: GroupedMatches;
  current: MatchPlace | null;
}

const panelSx = {
  p: 2,
  '& mark.match': { bgcolor: '#FFE45C', color: 'inherit', borderRadius: '2px' },
  '& mark.current-match': { bgcolor: '#FF9632', outline: '2px solid #B34700' },
} as const;

/**
 * Summary and chapters, shown so that find's matches in them are visible (find and replace covers
 * them too). Only what the document holds: nothing is made up when the summary is still missing.
 */
export const SummaryPanel = memo(function SummaryPanel({ summary, chapters, matches, current }: SummaryPanelProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="summary-heading"
      data-testid="summary-panel"
      sx={panelSx}
    >
      <Typography id="summary-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Summary
      </Typography>
      <Typography variant="body2" data-testid="summary" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
        {summary ? (
          <MarkedText
            text={summary}
            ranges={matches.summary}
            current={current?.target === 'summary' ? current.range : null}
          />
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            No summary yet
          </Box>
        )}
      </Typography>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Chapters
      </Typography>
      {chapters.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No chapters yet
        </Typography>
      ) : (
        <Box component="ol" data-testid="chapters" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {chapters.map((chapter, i) => (
            <Typography key={i} component="li" variant="body2">
              <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', mr: 1 }}>
                {chapter.timestamp}
              </Box>
              <MarkedText
                text={chapter.summary}
                ranges={matches.chapters.get(i) ?? NO_RANGES}
                current={current?.target === 'chapter' && current.chapter === i ? current.range : null}
              />
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
});
