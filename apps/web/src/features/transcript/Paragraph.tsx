import type { Snippet } from '@scriptloom/contracts';
import { Fragment, memo, useCallback } from 'react';
import type { ActiveWordHighlighter } from './highlighter';

/** Below this the recogniser was unsure; the word is marked so a reviewer looks at it. */
export const LOW_CONFIDENCE = 0.5;

interface ParagraphProps {
  snippet: Snippet;
  /** Position in the transcript; the highlighter knows paragraphs by it. */
  index: number;
  /** Global index of this paragraph's first word (see word-index.ts). */
  firstWord: number;
  highlighter: ActiveWordHighlighter;
}

/**
 * One speaker turn. Plain elements with class names styled once by the list (no per-word style
 * objects), memoised, and handlers delegated to the list: thousands of these must render cheaply,
 * and none re-renders while the media plays.
 */
export const Paragraph = memo(function Paragraph({ snippet, index, firstWord, highlighter }: ParagraphProps) {
  const register = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      highlighter.attach(index, element);
      return () => highlighter.detach(index, element);
    },
    [highlighter, index],
  );

  return (
    <div className="paragraph" ref={register}>
      <div className="paragraph-head">
        <span className="speaker">{snippet.speaker}</span>
        <button
          type="button"
          className="timestamp"
          data-seek={snippet.start}
          aria-label={`Play from ${snippet.start_timestamp} (${snippet.speaker})`}
        >
          {snippet.start_timestamp}
        </button>
      </div>
      <p className="words">
        {snippet.words.map((word, i) => {
          const low = word.confidence < LOW_CONFIDENCE;
          const className = ['word', low ? 'low-confidence' : '', word.is_removed ? 'removed' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <Fragment key={i}>
              <span
                className={className}
                data-w={firstWord + i}
                title={low ? `Low confidence: ${Math.round(word.confidence * 100)}%` : undefined}
              >
                {word.text}
              </span>{' '}
            </Fragment>
          );
        })}
      </p>
    </div>
  );
});
