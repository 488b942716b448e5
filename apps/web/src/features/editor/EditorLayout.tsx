import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode, Ref } from 'react';
import type { EditorView } from './use-editor-view';

/** The player, toolbar and find bar: kept in view under the app bar while the transcript scrolls. */
export function StickyControls({ ref, children }: { ref: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <Paper
      ref={ref}
      variant="outlined"
      sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 3, p: { xs: 1.5, sm: 2 }, mb: 3 }}
    >
      {children}
    </Paper>
  );
}

export function EditorViewTabs({ view, onChange }: { view: EditorView; onChange: (next: EditorView) => void }) {
  return (
    <Tabs
      value={view}
      onChange={(_event, next: EditorView) => onChange(next)}
      aria-label="Transcript or written content"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="transcript" label="Transcript" id="editor-tab-transcript" aria-controls="editor-panel" />
      <Tab
        value="content"
        label="Content"
        id="editor-tab-content"
        aria-controls="editor-panel"
        data-testid="content-tab"
      />
    </Tabs>
  );
}

export function ContentTabPanel({ children }: { children: ReactNode }) {
  return (
    <Box role="tabpanel" id="editor-panel" aria-labelledby="editor-tab-content">
      {children}
    </Box>
  );
}

/** The transcript with the insights beside it on wide screens, above it on narrow ones. */
export function TranscriptTabPanel({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id="editor-panel"
      aria-labelledby="editor-tab-transcript"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ order: { xs: 2, lg: 1 } }}>{children}</Box>
      {aside}
    </Box>
  );
}
