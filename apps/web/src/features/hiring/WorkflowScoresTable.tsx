import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WorkflowScore } from '@scriptloom/contracts';
import { visuallyHidden } from './visually-hidden';
import { WorkflowScoreRow } from './WorkflowScoreRow';

/**
 * Each scored workflow, newest first. The table scrolls sideways on a phone; it is also a size
 * container, so an opened row's differences can take the visible width rather than the table's.
 */
export function WorkflowScoresTable({
  memberId,
  workflows,
  openAt = null,
}: {
  memberId: string;
  workflows: readonly WorkflowScore[];
  /** The workflow whose differences are shown from the start (the page's `?workflow=`). */
  openAt?: string | null;
}) {
  return (
    <Stack component="section" aria-labelledby="workflow-scores-heading" spacing={1}>
      <Typography id="workflow-scores-heading" component="h3" variant="h6">
        Scores by workflow
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Accuracy counts every word QA substituted, deleted or inserted, and every word given to the wrong speaker,
        against the words of QA&apos;s final transcript.
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ containerType: 'inline-size' }}>
        <Table aria-label="Scores by workflow" size="small" sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  Differences
                </Box>
              </TableCell>
              <TableCell>Workflow</TableCell>
              <TableCell>Accuracy</TableCell>
              <TableCell align="right">Words</TableCell>
              <TableCell align="right">Substitutions</TableCell>
              <TableCell align="right">Deletions</TableCell>
              <TableCell align="right">Insertions</TableCell>
              <TableCell align="right">Speaker errors</TableCell>
              <TableCell>Scored</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {workflows.map((workflow) => (
              <WorkflowScoreRow
                key={workflow.workflow_id}
                memberId={memberId}
                workflow={workflow}
                initiallyOpen={workflow.workflow_id === openAt}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
