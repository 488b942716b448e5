import Box from '@mui/material/Box';
import type { Snippet } from '@scriptloom/contracts';
import type { MouseEvent } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { ACTIVE_WORD_CLASS, type ActiveWordHighlighter } from './highlighter';
import { Paragraph } from './Paragraph';
import type { WordIndex } from './word-index';

interface ParagraphListProps {
  snippets: Snippet[];
  index: WordIndex;
  highlighter: ActiveWordHighlighter;
  /** Jump to a time and play from there. */
  onSeek: (seconds: number) => void;
}

// Styled once here instead of per word: emotion then generates one rule set for the whole transcript.
const transcriptSx = {
  '& .paragraph': { py: 1.5 },
  '& .paragraph-head': { display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 0.5 },
  '& .speaker': { fontWeight: 700 },
  '& .timestamp': {
    font: 'inherit',
    fontSize: '0.8125rem',
    color: 'text.secondary',
    background: 'none',
    border: 0,
    p: '0 4px',
    borderRadius: 1,
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
    '&:hover': { color: 'primary.main', textDecoration: 'underline' },
    '&:focus-visible': { outline: '3px solid #0659F9', outlineOffset: 1 },
  },
  '& .words': { m: 0, lineHeight: 1.75, fontSize: '1.0625rem' },
  '& .word': { cursor: 'pointer', borderRadius: '3px', transition: 'background-color 80ms' },
  '& .word:hover': { bgcolor: 'action.hover' },
  '& .low-confidence': {
    textDecoration: 'underline dotted',
    textDecorationColor: 'rgba(178, 106, 0, 0.7)',
    textUnderlineOffset: '3px',
  },
  '& .removed': { textDecoration: 'line-through', color: 'text.disabled' },
  [`& .${ACTIVE_WORD_CLASS}`]: { bgcolor: 'rgba(6, 89, 249, 0.18)', boxShadow: '0 0 0 2px rgba(6, 89, 249, 0.18)' },
} as const;

/**
 * The transcript's paragraphs in a virtual list that scrolls with the page: a 3-hour episode has
 * thousands of paragraphs, and only those near the screen are in the DOM. Clicks are handled once
 * here: a word seeks to its start and plays; a paragraph's timestamp seeks to the paragraph.
 */
export function ParagraphList({ snippets, index, highlighter, onSeek }: ParagraphListProps) {
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const word = target.closest<HTMLElement>('[data-w]');
    if (word) {
      const start = index.starts[Number(word.dataset.w)];
      if (start !== undefined) onSeek(start);
      return;
    }
    const stamp = target.closest<HTMLElement>('[data-seek]');
    if (stamp) onSeek(Number(stamp.dataset.seek));
  };

  return (
    <Box sx={transcriptSx} onClick={handleClick} data-testid="transcript">
      <Virtuoso
        useWindowScroll
        data={snippets}
        computeItemKey={(i, snippet) => snippet.id || i}
        increaseViewportBy={{ top: 600, bottom: 1200 }}
        itemContent={(i, snippet) => (
          <Paragraph snippet={snippet} index={i} firstWord={index.firstWordOf[i] ?? 0} highlighter={highlighter} />
        )}
      />
    </Box>
  );
}
