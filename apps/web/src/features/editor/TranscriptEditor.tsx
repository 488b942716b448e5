import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  COMMENT_INIT_DELAY_MS,
  DEFAULT_PLAYBACK_RATE,
  ENTITY_INIT_DELAY_MS,
  EditorMessages,
  type DetailsResponse,
} from '@scriptloom/contracts';
import {
  canMergeNext,
  canMergePrevious,
  cleanEntityAddition,
  createEntityMatcher,
  entityColours,
} from '@scriptloom/transcript';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { VirtuosoHandle } from 'react-virtuoso';
import { useAppDispatch } from '../../app/hooks';
import { successToast } from '../../app/toast/toast-slice';
import { ContentView } from '../insights/ContentView';
import { EntitiesPanel, KeywordsPanel, QuotesPanel } from '../insights/InsightPanels';
import { useAdoptGenerated } from '../insights/use-adopt-generated';
import { useArticleGeneration } from '../insights/use-article-generation';
import { useInsights } from '../insights/use-insights';
import { ActiveWordHighlighter } from '../transcript/highlighter';
import { MediaPlayer } from '../transcript/MediaPlayer';
import { useActiveWord } from '../transcript/use-active-word';
import { buildWordIndex, findActiveWord } from '../transcript/word-index';
import { CommentDialog, type CommentFormTarget } from './CommentDialog';
import { ConflictDialog } from './ConflictDialog';
import { isDirty } from './editor-state';
import { EditorParagraphList, type ParagraphActionEvent } from './EditorParagraphList';
import { EditorToolbar } from './EditorToolbar';
import { EntityDialog } from './EntityDialog';
import { ENTITY_PALETTE, entityTypeChoices } from './entity-palette';
import { FindBar } from './FindBar';
import { matchCountText } from './match-groups';
import { ParagraphMenu, type ParagraphMenuTarget } from './ParagraphMenu';
import { stepRate } from './playback-rate';
import { RateControl } from './RateControl';
import { RenameSpeakerDialog, type RenameTarget } from './RenameSpeakerDialog';
import { saveStateLabel } from './save-state';
import { commentAnchor, describeSelection } from './selection-actions';
import { selectionRefs } from './selection';
import { BACK_SECONDS } from './shortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';
import { SummaryPanel } from './SummaryPanel';
import { useDelayedFlag } from './use-delayed-flag';
import { useEditorSession } from './use-editor-session';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useFind } from './use-find';
import { useFollowPlayback } from './use-follow-playback';
import { useWordSelection } from './use-word-selection';

/** When to check that the current find match is in view after stepping to it. */
const REVEAL_AFTER_MS = [0, 80, 250, 500];
/** A match closer than this to the top or bottom of the visible area is centred. */
const EDGE_PX = 40;

/** The page's two views; `?view=content` opens (and links to) the written content. */
type EditorView = 'transcript' | 'content';
const VIEW_PARAM = 'view';

interface TranscriptEditorProps {
  details: DetailsResponse;
  /** Loads /up/details again and returns the fresh answer (reload after a conflict, after completing). */
  refetch: () => Promise<DetailsResponse | undefined>;
}

/** What the comment dialog is saving: a new comment on a range, or new text for an existing one. */
type CommentJob =
  | { mode: 'create'; paragraphId: string; start_pos: number; end_pos: number; highlighted_text: string }
  | { mode: 'edit'; paragraphId: string; commentId: string };

/**
 * The transcript editor (docs/product.md#transcript-editor): player, toolbar, find and replace, the virtual
 * list of paragraphs and the summary panel. The document lives in the editor's own store
 * (editor-state.ts), changed only through the pure edit operations; the server is written through
 * one queue (use-editor-session.ts).
 */
export function TranscriptEditor({ details, refetch }: TranscriptEditorProps) {
  const dispatch = useAppDispatch();
  const session = useEditorSession({ doc: details.es_doc, refetch });
  const { store } = session;
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { doc } = state;
  const { snippets } = doc;
  const dirty = isDirty(state);
  const media0 = details.es_doc;

  // ---- playback -------------------------------------------------------------------------------
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const index = useMemo(() => buildWordIndex(snippets), [snippets]);
  // One highlighter for the editor's life: paragraphs keep the same prop, edits only renumber it.
  const [highlighter] = useState(() => new ActiveWordHighlighter(index));
  useLayoutEffect(() => highlighter.setIndex(index), [highlighter, index]);
  useActiveWord(media, index, highlighter);

  const [rate, setRate] = useState(DEFAULT_PLAYBACK_RATE);
  useEffect(() => {
    if (!media) return;
    media.defaultPlaybackRate = rate;
    media.playbackRate = rate;
  }, [media, rate]);

  // Read through a ref so that `seek` (a prop of the memoised player) survives edits.
  const indexRef = useRef(index);
  useLayoutEffect(() => {
    indexRef.current = index;
  }, [index]);
  const seek = useCallback(
    (seconds: number, play = true) => {
      if (!media || !Number.isFinite(seconds)) return;
      media.currentTime = Math.max(0, seconds);
      highlighter.setActive(findActiveWord(indexRef.current, seconds));
      if (play) void media.play().catch(() => undefined);
    },
    [media, highlighter],
  );
  const togglePlay = useCallback(() => {
    if (!media) return;
    if (media.paused) void media.play().catch(() => undefined);
    else media.pause();
  }, [media]);

  const listRef = useRef<VirtuosoHandle>(null);
  const stickyRef = useRef<HTMLDivElement>(null);
  const topInset = useCallback(() => stickyRef.current?.getBoundingClientRect().bottom ?? 0, []);
  useFollowPlayback(media, highlighter, index, listRef, topInset);

  // ---- staged extras --------------------------------------------------------------------------
  const entitiesOn = useDelayedFlag(ENTITY_INIT_DELAY_MS);
  const commentsOn = useDelayedFlag(COMMENT_INIT_DELAY_MS);
  const entityMatcher = useMemo(
    () => (entitiesOn ? createEntityMatcher(doc.entities) : null),
    [entitiesOn, doc.entities],
  );
  const colours = useMemo(() => entityColours(doc.entities, ENTITY_PALETTE), [doc.entities]);

  // ---- insights, written content, articles ----------------------------------------------------
  const fileId = details.es_doc.id;
  const insights = useInsights(fileId);
  // What insight jobs finish while the page is open joins the document (entities then highlight).
  useAdoptGenerated(insights.data, insights.fulfilledAt, details.es_doc.processed_data, (fields) =>
    store.dispatch({ type: 'adoptGenerated', fields }),
  );
  const articles = useArticleGeneration(fileId);
  const headline = insights.data?.processed_data.headline ?? details.es_doc.processed_data.headline;
  const seekFromPanel = useCallback((seconds: number) => seek(seconds), [seek]);
  const saveSummary = useCallback(
    async (text: string) => {
      store.dispatch({ type: 'setSummary', summary: text.trim() ? text.trim() : null });
      // Through the document save, so the version the editor holds stays the one the server has.
      const ok = await session.save();
      if (ok) dispatch(successToast(EditorMessages.summaryUpdated));
      return ok;
    },
    [dispatch, session, store],
  );

  const [searchParams, setSearchParams] = useSearchParams();
  const view: EditorView = searchParams.get(VIEW_PARAM) === 'content' ? 'content' : 'transcript';
  const setView = useCallback(
    (next: EditorView) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          if (next === 'content') copy.set(VIEW_PARAM, 'content');
          else copy.delete(VIEW_PARAM);
          return copy;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // ---- find -----------------------------------------------------------------------------------
  const find = useFind(doc);
  const [findOpen, setFindOpen] = useState(false);
  const [findFocus, setFindFocus] = useState(0);
  const [replacingAll, setReplacingAll] = useState(false);
  const openFind = useCallback(() => {
    // Find works on the transcript, summary and chapters: show them.
    setView('transcript');
    setFindOpen(true);
    setFindFocus((n) => n + 1);
  }, [setView]);
  const closeFind = useCallback(() => {
    setFindOpen(false);
    find.setQuery({ text: '', caseSensitive: false });
  }, [find]);

  // Scroll the current match into view when the user steps to it (not when an edit moves it). The
  // virtual list first jumps to the paragraph; it then measures what it rendered and may settle a
  // little off, so the mark itself is checked a few times and centred if it is not fully in view.
  const { place, scrollRequest } = find;
  useEffect(() => {
    if (!scrollRequest || !place) return undefined;
    // The list re-renders its items a moment after this effect: look for the mark where it will be.
    const container =
      place.target === 'transcript'
        ? `[data-testid="paragraph"][data-index="${place.paragraph}"]`
        : '[data-testid="summary-panel"]';
    if (place.target === 'transcript' && !document.querySelector(container)) {
      listRef.current?.scrollToIndex({ index: place.paragraph, align: 'center' });
    }
    // Centred in the part of the window the sticky player does not cover.
    const reveal = () => {
      const mark = document.querySelector(`${container} mark.current-match`);
      if (!mark) return;
      const rect = mark.getBoundingClientRect();
      const inset = topInset();
      if (rect.top >= inset + EDGE_PX && rect.bottom <= window.innerHeight - EDGE_PX) return;
      const middle = inset + (window.innerHeight - inset) / 2;
      window.scrollBy({ top: rect.top + rect.height / 2 - middle });
    };
    const timers = REVEAL_AFTER_MS.map((ms) => setTimeout(reveal, ms));
    return () => timers.forEach(clearTimeout);
    // Only a new request scrolls; `place` changes with every edit too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollRequest]);

  const replaceOne = (replacement: string) => {
    const position = find.current >= 0 ? find.current : 0;
    const match = find.matches[position];
    if (!match) return;
    store.dispatch({
      type: 'replaceMatch',
      match,
      find: find.query.text,
      replacement,
      caseSensitive: find.query.caseSensitive,
    });
    // The next match now has this position.
    find.setCurrent(position);
    void session.save().then((ok) => ok && dispatch(successToast(EditorMessages.replaced)));
  };

  const replaceAll = async (query: { text: string; caseSensitive: boolean }, replacement: string) => {
    setReplacingAll(true);
    try {
      return await session.replaceAll(query.text, replacement, query.caseSensitive);
    } finally {
      setReplacingAll(false);
    }
  };

  // ---- selection and its actions --------------------------------------------------------------
  const transcriptRoot = useRef<HTMLDivElement>(null);
  const { selection, read: readSelection, clear: clearSelection } = useWordSelection(transcriptRoot);
  const selected = useMemo(() => describeSelection(selection, index, snippets), [selection, index, snippets]);
  const liveSelection = () => describeSelection(readSelection(), index, snippets);

  const strike = () => {
    const current = readSelection();
    const refs = current && selectionRefs(index, current);
    if (refs) store.dispatch({ type: 'strike', from: refs.from, to: refs.to });
  };
  const split = () => {
    const info = liveSelection();
    if (!info?.canSplit) return;
    store.dispatch({ type: 'split', paragraph: info.from.paragraph, word: info.from.word });
    clearSelection();
  };

  const [commentTarget, setCommentTarget] = useState<CommentFormTarget | null>(null);
  const commentJob = useRef<CommentJob | null>(null);
  const startComment = () => {
    const info = liveSelection();
    const snippet = info ? snippets[info.from.paragraph] : undefined;
    if (!info?.canComment || !snippet) return;
    const anchor = commentAnchor(snippet, info.from, info.to);
    commentJob.current = { mode: 'create', paragraphId: snippet.id, ...anchor };
    setCommentTarget({ mode: 'create', quote: anchor.highlighted_text, initial: '' });
  };
  const submitComment = async (text: string) => {
    const job = commentJob.current;
    if (!job) return false;
    if (job.mode === 'create') {
      const { mode: _mode, ...draft } = job;
      const ok = await session.createComment({ ...draft, comment: text });
      if (ok) clearSelection();
      return ok;
    }
    return session.updateComment(job.paragraphId, job.commentId, text);
  };

  const [entityPhrase, setEntityPhrase] = useState<string | null>(null);
  const startEntity = () => {
    const phrase = liveSelection()?.entityPhrase;
    if (phrase) setEntityPhrase(cleanEntityAddition(phrase));
  };
  const entityTypes = useMemo(() => entityTypeChoices(doc.entities), [doc.entities]);

  // ---- paragraph controls ---------------------------------------------------------------------
  const [editingId, setEditingId] = useState<string | null>(null);
  const [menu, setMenu] = useState<ParagraphMenuTarget | null>(null);
  const [rename, setRename] = useState<RenameTarget | null>(null);

  const onTextDone = useCallback(
    (paragraph: number, text: string | null, splitAtCaret?: number) => {
      setEditingId(null);
      if (text === null) return;
      store.dispatch({
        type: 'setText',
        paragraph,
        text,
        ...(splitAtCaret !== undefined ? { splitAtCaret } : {}),
      });
    },
    [store],
  );

  const onParagraphAction = ({ action, paragraph, element, commentId }: ParagraphActionEvent) => {
    const snippet = snippets[paragraph];
    if (!snippet) return;
    if (action === 'speaker') store.dispatch({ type: 'cycleSpeaker', paragraph });
    else if (action === 'edit') setEditingId(snippet.id);
    else if (action === 'menu') setMenu({ anchor: element, paragraph });
    else if (commentId) {
      const comment = snippet.comments.find((candidate) => candidate.id === commentId);
      if (!comment) return;
      if (action === 'comment-delete') void session.deleteComment(snippet.id, commentId);
      else {
        commentJob.current = { mode: 'edit', paragraphId: snippet.id, commentId };
        setCommentTarget({ mode: 'edit', quote: comment.highlighted_text, initial: comment.comment });
      }
    }
  };

  const menuParagraph = menu?.paragraph ?? -1;
  const splitInMenu = selected !== null && selected.from.paragraph === menuParagraph && selected.canSplit;

  // ---- shortcuts, help, leaving ---------------------------------------------------------------
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const stepPlaybackRate = useCallback((direction: 1 | -1) => setRate((current) => stepRate(current, direction)), []);
  // One element per rate, so the memoised player skips the re-render every edit causes here.
  const rateControl = useMemo(() => <RateControl rate={rate} onStep={stepPlaybackRate} />, [rate, stepPlaybackRate]);
  useEditorShortcuts({
    playPause: togglePlay,
    playPauseSpace: togglePlay,
    back: () => media && seek(media.currentTime - BACK_SECONDS, !media.paused),
    faster: () => stepPlaybackRate(1),
    slower: () => stepPlaybackRate(-1),
    find: openFind,
    save: () => void session.save(),
    strike,
    help: () => setShortcutsOpen(true),
  });

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const playable = Boolean(media0.media_url || media0.video_url);
  return (
    <Box data-testid="editor">
      <Paper
        ref={stickyRef}
        variant="outlined"
        sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 3, p: { xs: 1.5, sm: 2 }, mb: 3 }}
      >
        {playable ? (
          <MediaPlayer
            mediaUrl={media0.media_url}
            videoUrl={media0.video_url}
            durationHint={media0.duration ?? 0}
            peaks={media0.peaks?.values ?? null}
            media={media}
            mediaRef={setMedia}
            onSeek={seek}
            extraControls={rateControl}
          />
        ) : (
          <Alert severity="info">Playback is not available for this file.</Alert>
        )}
        <EditorToolbar
          saveState={saveStateLabel(dirty, state.saving)}
          hasSelection={selected !== null}
          canSplit={selected?.canSplit ?? false}
          canComment={selected?.canComment ?? false}
          canAddEntity={Boolean(selected?.entityPhrase)}
          findOpen={findOpen}
          completed={details.fb_doc.review_complete}
          completing={session.completing}
          onSave={() => void session.save()}
          onToggleFind={() => (findOpen ? closeFind() : openFind())}
          onStrike={strike}
          onSplit={split}
          onComment={startComment}
          onAddEntity={startEntity}
          onShortcuts={() => setShortcutsOpen(true)}
          onComplete={() => void session.markComplete()}
          exportTarget={{ id: media0.id, title: media0.title, flush: session.save }}
        />
        {findOpen ? (
          <FindBar
            focusRequest={findFocus}
            countText={matchCountText(find.current, find.matches.length)}
            hasMatches={find.matches.length > 0}
            busy={replacingAll}
            onQuery={find.setQuery}
            onStep={find.step}
            onReplace={replaceOne}
            onReplaceAll={replaceAll}
            onClose={closeFind}
          />
        ) : null}
      </Paper>

      <Tabs
        value={view}
        onChange={(_event, next: EditorView) => setView(next)}
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

      {view === 'content' ? (
        <Box role="tabpanel" id="editor-panel" aria-labelledby="editor-tab-content">
          <ContentView fileId={fileId} insights={insights} articles={articles} />
        </Box>
      ) : (
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
          <Box sx={{ order: { xs: 2, lg: 1 } }}>
            {snippets.length === 0 ? (
              <Typography color="text.secondary">No speech was found in this recording.</Typography>
            ) : (
              <EditorParagraphList
                snippets={snippets}
                index={index}
                highlighter={highlighter}
                matches={find.groups}
                current={find.place}
                entityMatcher={entityMatcher}
                entityColours={colours}
                showComments={commentsOn}
                editingId={editingId}
                canCycleSpeaker={doc.speakers.length > 0}
                listRef={listRef}
                rootRef={transcriptRoot}
                onSeek={seek}
                onAction={onParagraphAction}
                onTextDone={onTextDone}
              />
            )}
          </Box>
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
              matches={find.groups}
              current={find.place}
              insights={insights}
              onSeek={seekFromPanel}
              onSaveSummary={saveSummary}
            />
            <KeywordsPanel keywords={doc.keywords} insights={insights} />
            <EntitiesPanel entities={doc.entities} colours={colours} insights={insights} />
            <QuotesPanel insights={insights} onSeek={seekFromPanel} />
          </Stack>
        </Box>
      )}

      <ParagraphMenu
        target={menu}
        canMergePrevious={menu !== null && canMergePrevious(menu.paragraph)}
        canMergeNext={menu !== null && canMergeNext(menu.paragraph, snippets.length)}
        canSplit={splitInMenu}
        onClose={() => setMenu(null)}
        onEdit={() => {
          const snippet = snippets[menuParagraph];
          if (snippet) setEditingId(snippet.id);
        }}
        onSplit={split}
        onMergePrevious={() => store.dispatch({ type: 'mergePrevious', paragraph: menuParagraph })}
        onMergeNext={() => store.dispatch({ type: 'mergeNext', paragraph: menuParagraph })}
        onRenameSpeaker={() => {
          const snippet = snippets[menuParagraph];
          if (snippet) setRename({ index: menuParagraph, speaker: snippet.speaker });
        }}
      />
      <RenameSpeakerDialog
        target={rename}
        speakers={doc.speakers.map((speaker) => speaker.name)}
        onClose={() => setRename(null)}
        onRename={(name, everywhere) =>
          rename ? session.renameSpeaker(rename.speaker, name, everywhere, rename.index) : Promise.resolve(false)
        }
      />
      <CommentDialog target={commentTarget} onClose={() => setCommentTarget(null)} onSubmit={submitComment} />
      <EntityDialog
        phrase={entityPhrase}
        types={entityTypes}
        onClose={() => setEntityPhrase(null)}
        onAdd={(type) => entityPhrase && store.dispatch({ type: 'addEntity', entityType: type, phrase: entityPhrase })}
      />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <ConflictDialog open={session.conflict !== null} onReload={session.reload} onOverwrite={session.overwrite} />
    </Box>
  );
}
