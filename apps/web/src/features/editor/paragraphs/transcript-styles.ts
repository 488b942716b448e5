import { ACTIVE_WORD_CLASS } from '../../../shared/playback/highlighter';

const focusRing = { outline: '3px solid #0659F9', outlineOffset: 1 } as const;

const smallButton = {
  font: 'inherit',
  fontSize: '0.8125rem',
  color: 'text.secondary',
  background: 'none',
  border: 0,
  p: '2px 6px',
  borderRadius: 1,
  cursor: 'pointer',
  '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'default', opacity: 0.5 },
} as const;

/**
 * The editor's transcript styles, defined once on the list: emotion generates one rule set for the
 * whole transcript instead of style objects per word or paragraph.
 */
export const transcriptSx = {
  '& .paragraph': { py: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', columnGap: 3, rowGap: 1 },
  // Comments sit beside the text where there is room, and under it otherwise.
  '@media (min-width: 900px)': {
    '& .paragraph.has-comments': { gridTemplateColumns: 'minmax(0, 1fr) 220px' },
  },
  '& .paragraph-head': {
    display: 'flex',
    alignItems: 'baseline',
    gap: 1,
    mb: 0.5,
    // Selecting across paragraphs should copy words, not names, times and button labels.
    userSelect: 'none',
  },
  '& .speaker': {
    ...smallButton,
    fontSize: '1rem',
    fontWeight: 700,
    color: 'text.primary',
    px: '4px',
    '&[aria-disabled="true"]': { cursor: 'default', '&:hover': { color: 'text.primary', bgcolor: 'transparent' } },
  },
  '& .timestamp': { ...smallButton, fontVariantNumeric: 'tabular-nums' },
  '& .head-actions': { ml: 'auto', display: 'flex', gap: 0.5 },
  '& .head-action': smallButton,
  '& .word': { borderRadius: '3px', transition: 'background-color 80ms' },
  // The transcript is one editable document: a quiet ring while the caret is in it.
  '&:focus-visible': { outline: '2px solid rgba(6, 89, 249, 0.45)', outlineOffset: 6, borderRadius: '4px' },
  '& .words': { m: 0, lineHeight: 1.75, fontSize: '1.0625rem', minHeight: '1.75em', cursor: 'text' },
  '& .low-confidence': {
    textDecoration: 'underline dotted',
    textDecorationColor: 'rgba(178, 106, 0, 0.7)',
    textUnderlineOffset: '3px',
  },
  // Struck words stay readable (a reviewer may restore them): grey enough to read on entity colours too.
  '& .removed': { textDecoration: 'line-through', textDecorationThickness: '2px', color: '#5F5F5F' },
  '& .entity': { px: '1px' },
  '& .commented': { boxShadow: 'inset 0 -3px 0 #E89B00' },
  '& mark.match': { bgcolor: '#FFE45C', color: 'inherit', borderRadius: '2px' },
  '& mark.current-match': { bgcolor: '#FF9632', outline: '2px solid #B34700' },
  [`& .${ACTIVE_WORD_CLASS}`]: { bgcolor: 'rgba(6, 89, 249, 0.18)', boxShadow: '0 0 0 2px rgba(6, 89, 249, 0.18)' },
  // A comment card is as wide as its column and never wider: its words wrap anywhere and its
  // buttons onto another line, so nothing of it is cut off at the transcript's edge.
  '& .comments-column, & .comments': { minWidth: 0 },
  '& .comments': { display: 'flex', flexDirection: 'column', gap: 1, userSelect: 'none' },
  '& .comment': {
    minWidth: 0,
    overflowWrap: 'anywhere',
    border: '1px solid',
    borderColor: 'divider',
    borderLeft: '4px solid #E89B00',
    borderRadius: 1,
    p: 1,
    fontSize: '0.875rem',
    bgcolor: 'background.paper',
  },
  '& .comment-author': { fontWeight: 700 },
  '& .comment-via-link': {
    marginLeft: '0.5em',
    padding: '0 0.4em',
    borderRadius: 4,
    fontSize: '0.75em',
    fontWeight: 600,
    border: '1px solid currentColor',
  },
  '& .comment-quote': { m: 0, color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' },
  '& .comment-text': { m: '4px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .comment-actions': { display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' },
} as const;
