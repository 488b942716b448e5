import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WorkflowScore } from '@scriptloom/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { AccuracyBadge } from '../../components/AccuracyBadge';
import { formatDateTime } from '../../shared/files/format';
import { ScoreDiff } from './ScoreDiff';

/** Cells of a row (and of WorkflowScoresTable's heading), so an opened row's differences span them all. */
const WORKFLOW_SCORE_COLUMNS = 9;

/** A chevron that points right when closed and down when open (drawn here: the app bundles no icon set). */
function Chevron({ open }: { open: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      sx={{ width: 20, height: 20, transition: 'transform 150ms', transform: open ? 'rotate(90deg)' : 'none' }}
    >
      <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </Box>
  );
}

/**
 * One workflow's score, and under it, once opened, what QA changed. The differences are asked for
 * only when the row is opened: each is a word-by-word comparison of two transcripts.
 */
export function WorkflowScoreRow({
  memberId,
  workflow,
  initiallyOpen = false,
}: {
  memberId: string;
  workflow: WorkflowScore;
  /** Opened from the start and scrolled to: the workflow a link (a dispute's) was about. */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const rowRef = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (initiallyOpen) rowRef.current?.scrollIntoView?.({ block: 'start' });
  }, [initiallyOpen]);
  const regionId = useId();
  const verb = open ? 'Hide' : 'Show';
  return (
    <>
      <TableRow ref={rowRef} data-workflow-id={workflow.workflow_id} sx={{ '& > td': open ? { borderBottom: 0 } : {} }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={open ? regionId : undefined}
            aria-label={`${verb} the differences for ${workflow.title}`}
            title={`${verb} the differences`}
          >
            <Chevron open={open} />
          </IconButton>
        </TableCell>
        <TableCell sx={{ minWidth: 180, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {workflow.title}
          {workflow.too_different && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 400 }}>
              Too different to align: the best these texts allow
            </Typography>
          )}
        </TableCell>
        <TableCell>
          <AccuracyBadge accuracy={workflow.accuracy} />
        </TableCell>
        <TableCell align="right">{workflow.words}</TableCell>
        <TableCell align="right">{workflow.substitutions}</TableCell>
        <TableCell align="right">{workflow.deletions}</TableCell>
        <TableCell align="right">{workflow.insertions}</TableCell>
        <TableCell align="right">{workflow.speaker_errors}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(workflow.computed_at)}</TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={WORKFLOW_SCORE_COLUMNS} sx={{ p: 0 }}>
            {/* Sticky at the left edge and as wide as the visible part of the table (100cqw), so on a
                phone the text wraps to the screen instead of running along the whole table. */}
            <Box id={regionId} sx={{ position: 'sticky', left: 0, width: '100cqw', boxSizing: 'border-box', p: 2 }}>
              <ScoreDiff memberId={memberId} workflowId={workflow.workflow_id} title={workflow.title} />
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
