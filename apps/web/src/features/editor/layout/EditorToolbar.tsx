import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExportButton } from '../../../shared/exports/ExportButton';
import type { ExportTarget } from '../../../shared/exports/use-export';
import { CompleteButton } from './CompleteButton';
import type { SaveStateLabel } from '../session/save-state';
import { useReadOnly } from '../../../components/read-only';
import { useNarrowEditor } from './narrow-screen';
import { ToolbarMore, type MoreAction } from './ToolbarMore';

interface EditorToolbarProps {
  saveState: SaveStateLabel;
  hasSelection: boolean;
  canSplit: boolean;
  canComment: boolean;
  /** False when the selection cannot be an entity (e.g. it starts with a space). */
  canAddEntity: boolean;
  findOpen: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onHistory: () => void;
  completed: boolean;
  completing: boolean;
  onSave: () => void;
  onToggleFind: () => void;
  onStrike: () => void;
  onSplit: () => void;
  onComment: () => void;
  onAddEntity: () => void;
  /** Strikes every filler word (docs/product.md#filler-words). */
  onRemoveFillers: () => void;
  /** Opens the list of filler words, where the person adds their own. */
  onFillerWords: () => void;
  onShortcuts: () => void;
  /** Opens the audiogram area (with the selected passage, if any). */
  onAudiograms?: () => void;
  /** Opens the edited recording's dialog (render the edit, download renders). */
  onEditedRecording?: () => void;
  /** Opens the Publish dialog (public page, embed, Podcasting 2.0 files). */
  onPublish?: () => void;
  /** Absent where the page offers its own way to complete (a workflow's "Mark complete"). */
  onComplete?: () => void;
  /** The file to export; its `flush` saves unsaved edits first so the export holds them. */
  exportTarget?: ExportTarget;
}

/**
 * A selection action. Shown as unavailable without a selection, but still clickable: the handler
 * reads the live selection at click time, which may be newer than the rendered state.
 */
function SelectionButton({ available, sx, ...props }: ButtonProps & { available: boolean }) {
  return (
    <Button
      size="small"
      aria-disabled={!available || undefined}
      sx={[{ '&[aria-disabled="true"]': { opacity: 0.55 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}

/** `Save` and what the save state is, first in both toolbars. */
function SaveControls({ saveState, onSave }: Pick<EditorToolbarProps, 'saveState' | 'onSave'>) {
  return (
    <>
      <Button size="small" variant="contained" onClick={onSave} disabled={saveState === 'Saving…'}>
        Save
      </Button>
      <Typography
        variant="body2"
        role="status"
        data-testid="save-state"
        sx={{ mx: 1, color: saveState === 'Unsaved changes' ? '#A04500' : 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {saveState}
      </Typography>
    </>
  );
}

/** Both toolbars' layout: one row that wraps on narrow screens. */
const toolbarSx = { flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, rowGap: 0.5, pt: 1 } as const;

/**
 * What a read-only transcript offers (docs/product.md#permission-matrix): finding, exporting and the
 * shortcuts; nothing that would change it.
 */
function ReadOnlyToolbar(
  props: Pick<EditorToolbarProps, 'findOpen' | 'onToggleFind' | 'onShortcuts' | 'exportTarget'>,
) {
  return (
    <Stack role="toolbar" aria-label="Transcript" direction="row" sx={toolbarSx}>
      <Button size="small" onClick={props.onToggleFind} aria-pressed={props.findOpen}>
        Find
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {props.exportTarget ? <ExportButton variant="text" target={props.exportTarget} /> : null}
      <Button size="small" onClick={props.onShortcuts}>
        Keyboard shortcuts
      </Button>
    </Stack>
  );
}

/** The editor's commands: save state, find, selection actions, export, help and "Mark complete". */
export function EditorToolbar(props: EditorToolbarProps) {
  const { saveState, hasSelection } = props;
  const narrow = useNarrowEditor();
  if (useReadOnly() !== null) return <ReadOnlyToolbar {...props} />;
  // On a narrow screen these go behind `More` (ToolbarMore.tsx); elsewhere each is a button.
  const occasional: MoreAction[] = [
    { label: 'Version history', onClick: props.onHistory, dialog: true },
    { label: 'Add entity', onClick: props.onAddEntity, disabled: !props.canAddEntity, dialog: true },
    { label: 'Remove filler words', onClick: props.onRemoveFillers },
    { label: 'Filler words…', onClick: props.onFillerWords, dialog: true },
    ...(props.onEditedRecording ? [{ label: 'Edited recording', onClick: props.onEditedRecording, dialog: true }] : []),
    ...(props.onAudiograms ? [{ label: 'Audiograms', onClick: props.onAudiograms, dialog: true }] : []),
    ...(props.onPublish ? [{ label: 'Publish', onClick: props.onPublish, dialog: true }] : []),
    { label: 'Keyboard shortcuts', onClick: props.onShortcuts, dialog: true },
  ];
  if (narrow) return <NarrowToolbar {...props} more={occasional} />;
  return (
    <Stack role="toolbar" aria-label="Transcript editing" direction="row" sx={toolbarSx}>
      <SaveControls saveState={saveState} onSave={props.onSave} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Button size="small" onClick={props.onUndo} disabled={!props.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        Undo
      </Button>
      <Button
        size="small"
        onClick={props.onRedo}
        disabled={!props.canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        Redo
      </Button>
      <Button size="small" onClick={props.onHistory}>
        Version history
      </Button>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Button size="small" onClick={props.onToggleFind} aria-pressed={props.findOpen}>
        Find and replace
      </Button>
      <SelectionButton available={hasSelection} onClick={props.onStrike} aria-label="Strike through selected words">
        Strike
      </SelectionButton>
      <SelectionButton available={props.canSplit} onClick={props.onSplit} aria-label="Split paragraph at selected word">
        Split
      </SelectionButton>
      <SelectionButton available={props.canComment} onClick={props.onComment} aria-label="Comment on selected words">
        Comment
      </SelectionButton>
      <Button
        size="small"
        onClick={props.onAddEntity}
        disabled={!props.canAddEntity}
        aria-label="Add entity from selected words"
      >
        Add entity
      </Button>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Button size="small" onClick={props.onRemoveFillers} data-testid="remove-fillers">
        Remove filler words
      </Button>
      <Button size="small" aria-haspopup="dialog" onClick={props.onFillerWords} aria-label="Choose filler words">
        Filler words…
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {props.onEditedRecording ? (
        <Button size="small" aria-haspopup="dialog" onClick={props.onEditedRecording} data-testid="edit-render-open">
          Edited recording
        </Button>
      ) : null}
      {props.onAudiograms ? (
        <Button size="small" aria-haspopup="dialog" onClick={props.onAudiograms} data-testid="audiograms-open">
          Audiograms
        </Button>
      ) : null}
      {props.onPublish ? (
        <Button size="small" aria-haspopup="dialog" onClick={props.onPublish} data-testid="publish-open">
          Publish
        </Button>
      ) : null}
      {props.exportTarget ? <ExportButton variant="text" target={props.exportTarget} /> : null}
      <Button size="small" onClick={props.onShortcuts}>
        Keyboard shortcuts
      </Button>
      <CompleteButton completed={props.completed} completing={props.completing} onComplete={props.onComplete} />
    </Stack>
  );
}

/**
 * The toolbar on a narrow screen: saving, undo, find and the selection's actions stay buttons, the
 * rest is behind `More`, so the pinned player and toolbar leave most of a phone to the transcript.
 */
function NarrowToolbar(props: EditorToolbarProps & { more: MoreAction[] }) {
  const { saveState, hasSelection } = props;
  return (
    <Stack role="toolbar" aria-label="Transcript editing" direction="row" sx={toolbarSx}>
      <SaveControls saveState={saveState} onSave={props.onSave} />
      <Button size="small" onClick={props.onUndo} disabled={!props.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        Undo
      </Button>
      <Button size="small" onClick={props.onRedo} disabled={!props.canRedo}>
        Redo
      </Button>
      <Button size="small" onClick={props.onToggleFind} aria-pressed={props.findOpen}>
        Find
      </Button>
      <SelectionButton available={hasSelection} onClick={props.onStrike} aria-label="Strike through selected words">
        Strike
      </SelectionButton>
      <SelectionButton available={props.canSplit} onClick={props.onSplit} aria-label="Split paragraph at selected word">
        Split
      </SelectionButton>
      <SelectionButton available={props.canComment} onClick={props.onComment} aria-label="Comment on selected words">
        Comment
      </SelectionButton>
      {props.exportTarget ? <ExportButton variant="text" target={props.exportTarget} /> : null}
      <ToolbarMore actions={props.more} />
      <CompleteButton completed={props.completed} completing={props.completing} onComplete={props.onComplete} />
    </Stack>
  );
}
