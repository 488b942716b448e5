import type { Snippet } from '@scriptloom/contracts';
import { wordOffsets } from '@scriptloom/transcript';
import { Fragment, memo, useCallback, useMemo } from 'react';
import type { ActiveWordHighlighter } from '../transcript/highlighter';
import type { TextRange } from './match-groups';
import { ParagraphComments } from './ParagraphComments';
import { isCommented, pieces } from './paragraph-marks';
import { ParagraphTextEditor } from './ParagraphTextEditor';

/** Below this the recogniser was unsure; the word is marked so a reviewer looks at it. */
export const LOW_CONFIDENCE = 0.5;

export type EntityMatcher = (words: readonly { text: string }[]) => (string | null)[];

export interface EditorParagraphProps {
  snippet: Snippet;
  /** Position in the transcript: the highlighter and the delegated handlers know paragraphs by it. */
  index: number;
  /** Global index of the paragraph's first word (see word-index.ts). */
  firstWord: number;
  highlighter: ActiveWordHighlighter;
  /** Null until entity highlights start (ENTITY_INIT_DELAY_MS after load). */
  entityMatcher: EntityMatcher | null;
  entityColours: Readonly<Record<string, string>>;
  /** False until comments are shown (COMMENT_INIT_DELAY_MS after load). */
  showComments: boolean;
  /** Find matches in this paragraph; the same array while they do not change. */
  matches: readonly TextRange[];
  /** The current find match when it is in this paragraph, else null. */
  currentMatch: TextRange | null;
  editing: boolean;
  /** False when there are no speakers to cycle through. */
  canCycleSpeaker: boolean;
  /** The text editor closed: new text (null: cancelled), and where to split it, if at all. */
  onTextDone: (index: number, text: string | null, splitAtCaret?: number) => void;
}

const matchClass = { match: 'match', current: 'match current-match' } as const;

/**
 * One paragraph of the editor. Memoised, and every prop stays identical unless this paragraph is
 * concerned (its snippet object, its own matches), so an edit, a find or playback re-renders only the
 * paragraphs that change. Words are plain spans with class names styled once by the list; clicks are
 * delegated to the list through data attributes. Entity, comment and match marks are worked out here,
 * per paragraph, and only while it is on screen.
 */
export const EditorParagraph = memo(function EditorParagraph({
  snippet,
  index,
  firstWord,
  highlighter,
  entityMatcher,
  entityColours,
  showComments,
  matches,
  currentMatch,
  editing,
  canCycleSpeaker,
  onTextDone,
}: EditorParagraphProps) {
  const register = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      highlighter.attach(index, element);
      return () => highlighter.detach(index, element);
    },
    [highlighter, index],
  );

  const comments = showComments ? snippet.comments : [];
  const entityTypes = useMemo(() => entityMatcher?.(snippet.words) ?? null, [entityMatcher, snippet.words]);
  const needOffsets = matches.length > 0 || comments.length > 0;
  const offsets = useMemo(() => (needOffsets ? wordOffsets(snippet) : null), [needOffsets, snippet]);
  const position = index + 1;

  return (
    <div
      className={comments.length > 0 ? 'paragraph has-comments' : 'paragraph'}
      ref={register}
      data-testid="paragraph"
      data-index={index}
    >
      <div className="paragraph-main">
        <div className="paragraph-head">
          <button
            type="button"
            className="speaker"
            data-action="speaker"
            data-p={index}
            aria-disabled={!canCycleSpeaker}
            aria-label={`${snippet.speaker}: change paragraph ${position} to the next speaker`}
            title={canCycleSpeaker ? 'Change to the next speaker' : 'No speakers to choose from'}
          >
            {snippet.speaker}
          </button>
          <button
            type="button"
            className="timestamp"
            data-seek={snippet.start}
            aria-label={`Play from ${snippet.start_timestamp} (${snippet.speaker})`}
          >
            {snippet.start_timestamp}
          </button>
          <span className="head-actions">
            <button
              type="button"
              className="head-action"
              data-action="edit"
              data-p={index}
              aria-label={`Edit paragraph ${position}`}
              disabled={editing}
            >
              Edit
            </button>
            <button
              type="button"
              className="head-action"
              data-action="menu"
              data-p={index}
              aria-haspopup="menu"
              aria-label={`More actions for paragraph ${position}`}
            >
              ⋯
            </button>
          </span>
        </div>
        {editing ? (
          <ParagraphTextEditor snippet={snippet} index={index} onDone={onTextDone} />
        ) : (
          <p className="words">
            {snippet.words.map((word, i) => {
              const low = word.confidence < LOW_CONFIDENCE;
              const entity = entityTypes?.[i] ?? null;
              const range = offsets?.[i];
              const commented = range !== undefined && comments.length > 0 && isCommented(range, comments);
              let className = 'word';
              if (low) className += ' low-confidence';
              if (word.is_removed) className += ' removed';
              if (entity) className += ' entity';
              if (commented) className += ' commented';
              const title = [
                low ? `Low confidence: ${Math.round(word.confidence * 100)}%` : '',
                entity ? `Entity: ${entity}` : '',
              ]
                .filter(Boolean)
                .join('. ');
              return (
                <Fragment key={i}>
                  <span
                    className={className}
                    data-w={firstWord + i}
                    data-entity={entity ?? undefined}
                    style={entity ? { backgroundColor: entityColours[entity] } : undefined}
                    title={title || undefined}
                  >
                    {range && matches.length > 0
                      ? pieces(word.text, range, matches, currentMatch).map((piece, k) =>
                          piece.match === 'none' ? (
                            piece.text
                          ) : (
                            <mark key={k} className={matchClass[piece.match]}>
                              {piece.text}
                            </mark>
                          ),
                        )
                      : word.text}
                  </span>{' '}
                </Fragment>
              );
            })}
          </p>
        )}
      </div>
      {comments.length > 0 ? <ParagraphComments comments={comments} index={index} /> : null}
    </div>
  );
});
