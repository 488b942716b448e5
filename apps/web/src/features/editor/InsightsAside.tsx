import Stack from '@mui/material/Stack';
import { EntitiesPanel, KeywordsPanel, QuotesPanel } from '../insights/InsightPanels';
import type { InsightsController } from '../insights/use-insights';
import type { EditorDoc } from './editor-state';
import type { GroupedMatches, MatchPlace } from './match-groups';
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

/** Summary and chapters (editable, searched by find), keywords, entities and quotes. */
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
  return (
    <Stack
      component="aside"
      aria-label="Insights"
      spacing={2}
      data-testid="insights-panels"
      sx={{ order: { xs: 1, lg: 2 } }}
    >
      <SummaryPanel
        summary={doc.summary}
        headline={headline}
        chapters={doc.chapters}
        matches={matches}
        current={current}
        insights={insights}
        onSeek={onSeek}
        onSaveSummary={onSaveSummary}
        onSaveChapters={onSaveChapters}
      />
      <KeywordsPanel keywords={doc.keywords} insights={insights} />
      <EntitiesPanel entities={doc.entities} colours={colours} insights={insights} />
      <QuotesPanel insights={insights} snippets={doc.snippets} onSeek={onSeek} />
    </Stack>
  );
}
