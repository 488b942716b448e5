import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DetailsResponse, Entitlements } from '@scriptloom/contracts';
import { withCurrentSpeakers } from '@scriptloom/transcript';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useReadOnly } from '../../components/read-only';
import type { VirtuosoHandle } from 'react-virtuoso';
import { passageOfSelection, type SelectedPassage } from './audiograms/audiogram-clips';
import { ContentView } from './insights/ContentView';
import { FillerWordsDialog } from './fillers/FillerWordsDialog';
import { EditRenderDialog } from './edit-render/EditRenderDialog';
import { PublishDialog } from './publish/PublishDialog';
import { useFillerWords } from './fillers/use-filler-words';
import { canRedo, canUndo, isDirty } from './state/history';
import { ContentTabPanel, EditorViewTabs, StickyControls, TranscriptTabPanel } from './layout/EditorLayout';
import { EditorParagraphList } from './paragraphs/EditorParagraphList';
import { EditorPlayer } from './playback/EditorPlayer';
import { EditorToolbar } from './layout/EditorToolbar';
import { FindBar } from './find/FindBar';
import { InsightsAside } from './aside/InsightsAside';
import { matchCountText } from './find/match-groups';
import { saveStateLabel } from './session/save-state';
import { modLabel } from './input/shortcuts';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { useDocumentEditing } from './input/use-document-editing';
import { useEditorKeys } from './input/use-editor-keys';
import { useCommentForm } from './dialogs/use-comment-form';
import { useEditorInsights } from './aside/use-editor-insights';
import { useEditorSession } from './session/use-editor-session';
import { useEditorView } from './layout/use-editor-view';
import { useEntityForm } from './dialogs/use-entity-form';
import { useFindReplace } from './find/use-find-replace';
import { useLeaveWarning } from './session/use-leave-warning';
import { useParagraphControls } from './paragraphs/use-paragraph-controls';
import { usePlayback } from './playback/use-playback';
import { useSelectionActions } from './input/use-selection-actions';
import { useSpeakerRename } from './dialogs/use-speaker-rename';
import { useStagedExtras } from './paragraphs/use-staged-extras';

interface TranscriptEditorProps {
  details: DetailsResponse;
  /** Loads /up/details again and returns the fresh answer (reload after a conflict, after completing). */
  refetch: () => Promise<DetailsResponse | undefined>;
  /**
   * A workflow's transcript (docs/product.md#enterprise-transcript): saved in the compact form, its
   * speakers renamed and its exports made with the workflow's calls, and without the toolbar's
   * "Mark complete" (the personal `POST /up/complete`): a workflow's page completes through its own
   * route (docs/product.md#workflows).
   */
  workflow?: boolean;
  /**
   * What the owner's plan includes, for a personal file (handed over by the shell, which reads the
   * profile); none for a workflow, which no personal plan limits (docs/product.md#plans-and-limits).
   */
  entitlements?: Entitlements;
}

// Each concern (playback, find and replace, selection, comments, speakers, ...) is a hook of its own;
// this component only puts them and the presentational pieces together.
/**
 * The transcript editor (docs/product.md#transcript-editor): player, toolbar, find and replace, the virtual
 * list of paragraphs and the summary panel. The document lives in the editor's own store
 * (state/editor-state.ts), changed only through the pure edit operations; the server is written through
 * one queue (session/use-editor-session.ts).
 */
export function TranscriptEditor({ details, refetch, workflow = false, entitlements }: TranscriptEditorProps) {
  const file = details.es_doc;
  const session = useEditorSession({ doc: file, refetch, workflow });
  const { store } = session;
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { doc } = state;
  const { snippets } = doc;
  const dirty = isDirty(state);

  // What playback and find scroll: the virtual list, and the window below the sticky controls.
  const listRef = useRef<VirtuosoHandle>(null);
  const stickyRef = useRef<HTMLDivElement>(null);
  const topInset = useCallback(() => stickyRef.current?.getBoundingClientRect().bottom ?? 0, []);

  const playback = usePlayback(snippets, { listRef, topInset, durationHint: file.duration, peaks: file.peaks });
  const extras = useStagedExtras(doc.entities);
  const { insights, articles, headline, saveSummary, saveChapters } = useEditorInsights(file, session);
  const [view, setView] = useEditorView();
  const findReplace = useFindReplace({ doc, session, setView, listRef, topInset });
  const { find } = findReplace;

  const selection = useSelectionActions(store, playback.index, snippets);
  const { selected } = selection;
  const editing = useDocumentEditing(store, selection.rootRef, listRef);
  // Actions that read words from the page first hand any typed text back (input/use-document-editing.ts).
  const settled = (action: () => void) => () => {
    editing.settle();
    action();
  };
  const undo = settled(() => store.dispatch({ type: 'undo' }));
  const redo = settled(() => store.dispatch({ type: 'redo' }));
  const comments = useCommentForm({
    session,
    snippets,
    liveSelection: selection.live,
    clearSelection: selection.clear,
  });
  const entityForm = useEntityForm(store, doc.entities, selection.live);
  const fillers = useFillerWords(store);
  const rename = useSpeakerRename(session, snippets, doc.speakers);
  const mod = modLabel(typeof navigator === 'undefined' ? '' : navigator.platform);
  const paragraphs = useParagraphControls({
    store,
    session,
    snippets,
    speakers: doc.speakers,
    selected,
    split: settled(selection.split),
    onCommentAction: comments.act,
    onRenameSpeaker: rename.start,
    cycleKeys: `${mod}+'`,
  });
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editRenderOpen, setEditRenderOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  // The audiogram area opens with the passage selected at that moment (docs/product.md#audiograms).
  const [audiograms, setAudiograms] = useState<{ passage: SelectedPassage | null } | null>(null);
  const openAudiograms = settled(() =>
    setAudiograms({ passage: passageOfSelection(playback.index, snippets, selection.live()) }),
  );
  // Null while the insights load; none when they could not be had.
  const storedQuotes = insights.data?.contents.quotes;
  const insightsFailed = Boolean(insights.error);
  const quotes = useMemo(
    () => (storedQuotes ? withCurrentSpeakers(storedQuotes, snippets) : insightsFailed ? [] : null),
    [storedQuotes, insightsFailed, snippets],
  );
  useEditorKeys({
    store,
    playback,
    caret: editing.caret,
    liveSelection: selection.live,
    settled,
    undo,
    redo,
    save: () => void session.saveExplicitly(),
    strike: selection.strike,
    comment: comments.start,
    entity: entityForm.start,
    openMenu: (kind, paragraph) => paragraphs.openAt(kind, paragraph, selection.rootRef.current),
    openFind: findReplace.openFind,
    openHelp: () => setShortcutsOpen(true),
  });
  const readOnly = useReadOnly();
  useLeaveWarning(dirty);

  return (
    <Box data-testid="editor">
      {readOnly !== null ? (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid="read-only-banner">
          {readOnly}
        </Alert>
      ) : null}
      <StickyControls ref={stickyRef}>
        <EditorPlayer file={file} playback={playback} />
        <EditorToolbar
          saveState={saveStateLabel(dirty, state.saving)}
          hasSelection={selected !== null}
          canSplit={selected?.canSplit ?? false}
          canComment={selected?.canComment ?? false}
          canAddEntity={Boolean(selected?.entityPhrase)}
          findOpen={findReplace.open}
          canUndo={canUndo(state)}
          canRedo={canRedo(state)}
          onUndo={undo}
          onRedo={redo}
          onHistory={settled(() => setHistoryOpen(true))}
          completed={details.fb_doc.review_complete}
          completing={session.completing}
          onSave={() => void session.saveExplicitly()}
          onToggleFind={findReplace.toggleFind}
          onStrike={settled(selection.strike)}
          onSplit={settled(selection.split)}
          onComment={settled(comments.start)}
          onAddEntity={settled(entityForm.start)}
          onRemoveFillers={settled(fillers.removeFillers)}
          onFillerWords={fillers.openDialog}
          onShortcuts={() => setShortcutsOpen(true)}
          onAudiograms={openAudiograms}
          // Edited renders are of a person's own files (docs/product.md#edited-media).
          onEditedRecording={workflow ? undefined : settled(() => setEditRenderOpen(true))}
          // The editor publishes a person's own files; an organisation's admins publish a workflow by the API.
          onPublish={workflow ? undefined : settled(() => setPublishOpen(true))}
          onComplete={workflow ? undefined : () => void session.markComplete()}
          exportTarget={{ id: file.id, title: file.title, flush: session.save, workflow }}
        />
        {findReplace.open ? (
          <FindBar
            focusRequest={findReplace.focusRequest}
            countText={matchCountText(find.current, find.matches.length)}
            hasMatches={find.matches.length > 0}
            busy={findReplace.replacingAll}
            onQuery={find.setQuery}
            onStep={find.step}
            onReplace={findReplace.replaceOne}
            onReplaceAll={findReplace.replaceAll}
            onClose={findReplace.closeFind}
          />
        ) : null}
      </StickyControls>

      <EditorViewTabs view={view} onChange={setView} />

      {view === 'content' ? (
        <ContentTabPanel>
          <ContentView
            fileId={file.id}
            insights={insights}
            articles={articles}
            locked={entitlements ? !entitlements.written_content : false}
          />
        </ContentTabPanel>
      ) : (
        <TranscriptTabPanel
          aside={
            <InsightsAside
              doc={doc}
              headline={headline}
              colours={extras.colours}
              matches={find.groups}
              current={find.place}
              insights={insights}
              onSeek={playback.playFrom}
              onSaveSummary={saveSummary}
              onSaveChapters={saveChapters}
            />
          }
        >
          {snippets.length === 0 ? (
            <Typography color="text.secondary">No speech was found in this recording.</Typography>
          ) : (
            <EditorParagraphList
              snippets={snippets}
              index={playback.index}
              highlighter={playback.highlighter}
              matches={find.groups}
              current={find.place}
              entityMatcher={extras.entityMatcher}
              entityColours={extras.colours}
              showComments={extras.showComments}
              generations={editing.generations}
              isLive={editing.isLive}
              listRef={listRef}
              rootRef={selection.rootRef}
              onSeek={playback.seek}
              onAction={paragraphs.onAction}
            />
          )}
        </TranscriptTabPanel>
      )}

      <EditorDialogs
        paragraphs={paragraphs}
        rename={rename}
        comments={comments}
        entityForm={entityForm}
        shortcuts={{ open: shortcutsOpen, onClose: () => setShortcutsOpen(false) }}
        history={{
          fileId: file.id,
          open: historyOpen,
          onClose: () => setHistoryOpen(false),
          onRestore: session.restoreVersion,
        }}
        audiograms={{
          fileId: file.id,
          open: audiograms !== null,
          onClose: () => setAudiograms(null),
          quotes,
          passage: audiograms?.passage ?? null,
          noMediaMinutes: entitlements ? !entitlements.media : false,
        }}
        conflict={{ open: session.conflict !== null, onReload: session.reload, onOverwrite: session.overwrite }}
      />
      <FillerWordsDialog {...fillers.dialogProps} />
      {workflow ? null : (
        <EditRenderDialog
          open={editRenderOpen}
          onClose={() => setEditRenderOpen(false)}
          fileId={file.id}
          fileType={file.file_type}
          snippets={snippets}
          duration={file.duration ?? 0}
          peaks={file.peaks}
          flush={session.save}
          savedVersion={() => store.getState().version}
          noMediaMinutes={entitlements ? !entitlements.media : false}
        />
      )}
      {workflow ? null : (
        <PublishDialog open={publishOpen} onClose={() => setPublishOpen(false)} fileId={file.id} flush={session.save} />
      )}
    </Box>
  );
}
