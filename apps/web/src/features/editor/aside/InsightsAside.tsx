import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { EntitiesPanel, KeywordsPanel, QuotesPanel } from '../insights/InsightPanels';
import type { InsightsController } from '../insights/use-insights';
import type { EditorDoc } from '../state/types';
import { InsightsDrawer } from './InsightsDrawer';
import type { GroupedMatches, MatchPlace } from '../find/match-groups';
import { useNarrowEditor } from '../layout/narrow-screen';
import { SummaryPanel } from './SummaryPanel';

interface InsightsAsideProps {
  doc: EditorDoc;
  headline: string | null;
  colours: Readonly<Record<string, string>>;
  matches: GroupedMatches;
  current: MatchPlace | null;
  insights: InsightsController;
  onSeek: (seconds: number) => void;
  onSaveSummary: (summary: string) => Promise<boolean>;
  onSaveChapters: (chapters: EditorDoc['chapters']) => Promise<boolean>;
}

/** How many of find's matches lie in the summary and the chapters. */
function insightMatchCount(matches: GroupedMatches): number {
  let count = matches.summary.length;
  for (const ranges of matches.chapters.values()) count += ranges.length;
  return count;
}

/**
 * Summary and chapters (editable, searched by find), keywords, entities and quotes: beside or above
 * the transcript on wide screens, in a drawer on narrow ones (layout/narrow-screen.ts).
 */
export function InsightsAside({
  doc,
  headline,
  colours,
  matches,
  current,
  insights,
  onSeek,
  onSaveSummary,
  onSaveChapters,
}: InsightsAsideProps) {
  const narrow = useNarrowEditor();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // On a narrow screen the drawer covers the transcript: a seek closes it, so the person sees where it went.
  const seek = useCallback(
    (seconds: number) => {
      onSeek(seconds);
      if (narrow) setOpen(false);
    },
    [narrow, onSeek],
  );

  const panels = (
    <Stack component="aside" aria-label="Insights" spacing={2} data-testid="insights-panels" sx={{ order: 2 }}>
      <SummaryPanel
        summary={doc.summary}
        headline={headline}
        chapters={doc.chapters}
        matches={matches}
        current={current}
        insights={insights}
        onSeek={seek}
        onSaveSummary={onSaveSummary}
        onSaveChapters={onSaveChapters}
      />
      <KeywordsPanel keywords={doc.keywords} insights={insights} />
      <EntitiesPanel entities={doc.entities} colours={colours} insights={insights} />
      <QuotesPanel insights={insights} snippets={doc.snippets} onSeek={seek} />
    </Stack>
  );
  if (!narrow) return panels;
  return (
    <InsightsDrawer open={open} onOpen={() => setOpen(true)} onClose={close} matchCount={insightMatchCount(matches)}>
      {panels}
    </InsightsDrawer>
  );
}
