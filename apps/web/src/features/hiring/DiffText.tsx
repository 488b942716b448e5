import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { DiffSegment } from './diff-segments';
import { diffStyles } from './diff-styles';
import { visuallyHidden } from './visually-hidden';

/**
 * The reviewer's pass with QA's corrections marked in place. Screen readers do not announce
 * struck-through or inserted text as such, so each mark also says in words whose it is.
 */
export function DiffText({ segments, title }: { segments: readonly DiffSegment[]; title: string }) {
  return (
    <Typography
      component="div"
      variant="body1"
      // A scrolling box must be reachable from the keyboard to be scrolled; named, since it is a stop.
      tabIndex={0}
      role="region"
      aria-label={`${title}: the reviewer's pass with QA's changes`}
      sx={{
        lineHeight: 1.9,
        overflowWrap: 'anywhere',
        maxHeight: '60vh',
        overflowY: 'auto',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <Segment segment={segment} />
        </Fragment>
      ))}
    </Typography>
  );
}

function Segment({ segment }: { segment: DiffSegment }) {
  switch (segment.kind) {
    case 'same':
      return <span>{segment.text}</span>;
    case 'skipped':
      return (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          … {segment.words} matching {segment.words === 1 ? 'word' : 'words'} …
        </Typography>
      );
    case 'changed':
      return (
        <span>
          {segment.reviewed && (
            <Box component="del" sx={diffStyles.reviewed}>
              <Box component="span" sx={visuallyHidden}>
                reviewer wrote:{' '}
              </Box>
              {segment.reviewed}
            </Box>
          )}
          {segment.reviewed && segment.final && ' '}
          {segment.final && (
            <Box component="ins" sx={diffStyles.final}>
              <Box component="span" sx={visuallyHidden}>
                QA wrote:{' '}
              </Box>
              {segment.final}
            </Box>
          )}
        </span>
      );
    case 'speaker':
      return (
        <span>
          <Box component="span" sx={diffStyles.speaker}>
            {segment.text}
          </Box>{' '}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            (Reviewer: {segment.reviewed}, QA: {segment.final})
          </Typography>
        </span>
      );
  }
}
