import Box from '@mui/material/Box';
import type { Snippet } from '@scriptloom/contracts';
import type { MouseEvent, Ref } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { ActiveWordHighlighter } from '../../../shared/playback/highlighter';
import type { WordIndex } from '../../../shared/playback/word-index';
import { EditorParagraph, type EntityMatcher } from './EditorParagraph';
import { NO_RANGES, type GroupedMatches, type MatchPlace } from '../find/match-groups';
import { transcriptSx } from './transcript-styles';
import { useReadOnly } from '../../../components/read-only';

/** What a click on a paragraph's controls asks for (delegated from data-action). */
export type ParagraphAction = 'speaker' | 'menu' | 'comment-edit' | 'comment-delete';

export interface ParagraphActionEvent {
  action: ParagraphAction;
  paragraph: number;
  /** The clicked control, for menus anchored to it. */
  element: HTMLElement;
  commentId?: string;
}

interface EditorParagraphListProps {
  snippets: Snippet[];
  index: WordIndex;
  highlighter: ActiveWordHighlighter;
  matches: GroupedMatches;
  current: MatchPlace | null;
  entityMatcher: EntityMatcher | null;
  entityColours: Readonly<Record<string, string>>;
  showComments: boolean;
  generations: ReadonlyMap<string, number>;
  isLive: (paragraphId: string) => boolean;
  listRef: Ref<VirtuosoHandle>;
  rootRef: Ref<HTMLDivElement>;
  onSeek: (seconds: number) => void;
  onAction: (event: ParagraphActionEvent) => void;
}

/**
 * The transcript's paragraphs in a virtual list that scrolls with the page: only those near the
 * screen are in the DOM. Clicks are handled here once: Ctrl/Cmd+click on a word plays from it, a
 * timestamp seeks to its paragraph, and the paragraphs' buttons report through `onAction`.
 */
export function EditorParagraphList({
  snippets,
  index,
  highlighter,
  matches,
  current,
  entityMatcher,
  entityColours,
  showComments,
  generations,
  isLive,
  listRef,
  rootRef,
  onSeek,
  onAction,
}: EditorParagraphListProps) {
  const readOnly = useReadOnly() !== null;
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const control = target.closest<HTMLElement>('[data-action]');
    if (control) {
      // Read only: speakers, comments and paragraph menus change the document, so they do nothing.
      if (readOnly || control.getAttribute('aria-disabled') === 'true') return;
      onAction({
        action: control.dataset.action as ParagraphAction,
        paragraph: Number(control.dataset.p),
        element: control,
        ...(control.dataset.comment ? { commentId: control.dataset.comment } : {}),
      });
      return;
    }
    const word = target.closest<HTMLElement>('[data-w]');
    if (word) {
      // A click puts the caret, as in any document; Ctrl/Cmd+click plays from the word.
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey) return;
      const start = index.starts[Number(word.dataset.w)];
      if (start !== undefined) onSeek(start);
      return;
    }
    const stamp = target.closest<HTMLElement>('[data-seek]');
    if (stamp) onSeek(Number(stamp.dataset.seek));
  };

  const currentParagraph = current?.target === 'transcript' ? current.paragraph : -1;
  const currentRange = current?.target === 'transcript' ? current.range : null;

  return (
    <Box
      sx={transcriptSx}
      onClick={handleClick}
      data-testid="transcript"
      ref={rootRef}
      // The whole transcript is one editable document (input/use-document-editing.ts): one tab stop. Read
      // only, it is still one stop, and its text can be selected to play from or to copy.
      contentEditable={!readOnly}
      suppressContentEditableWarning
      spellCheck={false}
      role="textbox"
      aria-multiline
      aria-readonly={readOnly || undefined}
      tabIndex={readOnly ? 0 : undefined}
      aria-label={
        readOnly
          ? 'Transcript (read only; press ? outside the text for shortcuts)'
          : 'Transcript (type to edit; press ? outside the text for shortcuts)'
      }
    >
      <Virtuoso
        ref={listRef}
        useWindowScroll
        data={snippets}
        computeItemKey={(i, snippet) => snippet.id || i}
        increaseViewportBy={{ top: 600, bottom: 1200 }}
        itemContent={(i, snippet) => (
          <EditorParagraph
            snippet={snippet}
            index={i}
            firstWord={index.firstWordOf[i] ?? 0}
            highlighter={highlighter}
            entityMatcher={entityMatcher}
            entityColours={entityColours}
            showComments={showComments}
            matches={matches.transcript.get(i) ?? NO_RANGES}
            currentMatch={i === currentParagraph ? currentRange : null}
            generation={generations.get(snippet.id) ?? 0}
            isLive={isLive}
          />
        )}
      />
    </Box>
  );
}
