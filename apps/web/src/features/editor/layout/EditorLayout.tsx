import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode, Ref } from 'react';
import { NARROW_EDITOR_QUERY } from './narrow-screen';
import type { EditorView } from './use-editor-view';

/** The player, toolbar and find bar: kept in view under the app bar while the transcript scrolls. */
export function StickyControls({ ref, children }: { ref: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <Paper
      ref={ref}
      variant="outlined"
      data-testid="pinned-controls"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 3,
        p: { xs: 1.5, sm: 2 },
        mb: 3,
        // This block stays on screen while the transcript scrolls, so on a phone every row it wraps
        // into is taken from the transcript: toolbar buttons lose their 64 px minimum there.
        [`@media ${NARROW_EDITOR_QUERY}`]: {
          mb: 2,
          '& [role="toolbar"] .MuiButton-root': { minWidth: 0, px: 1 },
        },
      }}
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

/**
 * The transcript with the insights beside it from 900 px; on narrower screens the aside is only the
 * button of its drawer (InsightsAside), so the transcript follows the player almost at once.
 */
export function TranscriptTabPanel({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id="editor-panel"
      aria-labelledby="editor-tab-transcript"
      sx={{
        display: 'grid',
        // From 900 px (landscape tablets, small laptops) the insights sit beside the transcript, so
        // the transcript comes first on every screen; wider screens give them a little more room.
        gridTemplateColumns: 'minmax(0, 1fr) 300px',
        [`@media (min-width: 1320px)`]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
        gap: 3,
        [`@media ${NARROW_EDITOR_QUERY}`]: { gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ order: 1 }}>{children}</Box>
      {aside}
    </Box>
  );
}
