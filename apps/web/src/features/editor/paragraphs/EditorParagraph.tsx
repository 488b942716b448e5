import { DOUBTFUL_CONFIDENCE, type Snippet } from '@scriptloom/contracts';
import { wordOffsets } from '@scriptloom/transcript';
import { Fragment, memo, useCallback, useMemo } from 'react';
import type { ActiveWordHighlighter } from '../../../shared/playback/highlighter';
import type { TextRange } from '../find/match-groups';
import { ParagraphComments } from './ParagraphComments';
import { entityTypeName } from './entity-palette';
import { isCommented, pieces } from './paragraph-marks';

/**
 * Below this the recogniser was unsure; the word is marked so a reviewer looks at it. Shared with
 * processing, which lowers a doubtful profanity under it (docs/product.md#profanity-filter).
 */
export const LOW_CONFIDENCE = DOUBTFUL_CONFIDENCE;

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
  /** Bumped when the person's typing in this paragraph is handed back: its text is rendered afresh. */
  generation: number;
  /** True while the person types in the paragraph (input/use-document-editing.ts): its text is the browser's. */
  isLive: (paragraphId: string) => boolean;
}

const NO_COMMENTS: Snippet['comments'] = [];

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
  generation,
  isLive,
}: EditorParagraphProps) {
  const register = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      highlighter.attach(index, element);
      return () => highlighter.detach(index, element);
    },
    [highlighter, index],
  );

  const comments = showComments ? snippet.comments : NO_COMMENTS;
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
        {/* Not part of the editable text; one tab stop for the whole transcript, so the paragraph's
            controls are reached by their shortcuts (docs/product.md#editing-with-the-keyboard). */}
        <div className="paragraph-head" contentEditable={false}>
          <button
            type="button"
            className="speaker"
            tabIndex={-1}
            data-action="speaker"
            data-p={index}
            aria-haspopup="menu"
            aria-label={`${snippet.speaker}: choose the speaker of paragraph ${position}`}
            title="Choose, add or rename the speaker"
          >
            {snippet.speaker}
          </button>
          <button
            type="button"
            className="timestamp"
            tabIndex={-1}
            data-seek={snippet.start}
            aria-label={`Play from ${snippet.start_timestamp} (${snippet.speaker})`}
          >
            {snippet.start_timestamp}
          </button>
          <span className="head-actions">
            <button
              tabIndex={-1}
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
        <Words
          key={generation}
          snippet={snippet}
          index={index}
          firstWord={firstWord}
          entityTypes={entityTypes}
          entityColours={entityColours}
          offsets={offsets}
          comments={comments}
          matches={matches}
          currentMatch={currentMatch}
          isLive={isLive}
        />
      </div>
      {comments.length > 0 ? (
        <div contentEditable={false} className="comments-column">
          <ParagraphComments comments={comments} index={index} />
        </div>
      ) : null}
    </div>
  );
});

interface WordsProps {
  snippet: Snippet;
  index: number;
  firstWord: number;
  entityTypes: (string | null)[] | null;
  entityColours: Readonly<Record<string, string>>;
  offsets: { start: number; end: number }[] | null;
  comments: Snippet['comments'];
  matches: readonly TextRange[];
  currentMatch: TextRange | null;
  isLive: (paragraphId: string) => boolean;
}

/**
 * The paragraph's words: the editable text. While the person types in it the browser owns its DOM,
 * so it is not rendered again until the typing is handed back (a new `key` then mounts it afresh).
 */
const Words = memo(
  function Words({
    snippet,
    index,
    firstWord,
    entityTypes,
    entityColours,
    offsets,
    comments,
    matches,
    currentMatch,
  }: WordsProps) {
    return (
      <p className="words" data-p={index}>
        {snippet.words.length === 0 ? <br /> : null}
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
            entity ? `Entity: ${entityTypeName(entity)}` : '',
          ]
            .filter(Boolean)
            .join('. ');
          return (
            <Fragment key={i}>
              {i > 0 ? ' ' : null}
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
              </span>
            </Fragment>
          );
        })}
      </p>
    );
  },
  // While the person types here, React must not touch the text the browser is changing.
  (previous, next) => next.isLive(next.snippet.id) || shallowEqual(previous, next),
);

function shallowEqual(a: WordsProps, b: WordsProps): boolean {
  return (Object.keys(a) as (keyof WordsProps)[]).every((key) => a[key] === b[key]);
}
