import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { DIFF_CONTEXT, diffSegments, foldsAnything, hasChanges } from './diff-segments';
import { DiffLegend } from './DiffLegend';
import { DiffText } from './DiffText';
import { useGetScoreDiffQuery } from './hiring-api';

/**
 * What QA changed in the reviewer's pass of one workflow. Long runs of matching words are folded
 * around the changes until the reader asks for every word.
 */
export function ScoreDiff({ memberId, workflowId, title }: { memberId: string; workflowId: string; title: string }) {
  const { data, isLoading, isError, refetch } = useGetScoreDiffQuery({ memberId, workflowId });
  const [everyWord, setEveryWord] = useState(false);

  if (isLoading) {
    return (
      <Stack spacing={1} aria-busy="true" role="status" aria-label="Loading the differences">
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </Stack>
    );
  }
  if (isError || !data) return <LoadFailed what="The differences" retry={() => void refetch()} />;
  if (data.diff.length === 0) {
    // The server answers no differences when the texts were too different to align, and also when
    // the transcripts the score was made from are no longer kept.
    return (
      <Alert severity="info">
        {data.score.too_different
          ? "The reviewer's pass and QA's final were too different to line up word by word, so there are no differences to show. The score is the best those differences could allow."
          : 'There are no differences to show: the transcripts this score compared are no longer there.'}
      </Alert>
    );
  }
  if (!hasChanges(data.diff)) {
    return <Alert severity="success">QA changed nothing in this pass: every word and speaker was kept.</Alert>;
  }

  const folded = diffSegments(data.diff, DIFF_CONTEXT);
  const segments = everyWord ? diffSegments(data.diff) : folded;
  return (
    <Stack spacing={1.5}>
      <DiffLegend />
      <DiffText segments={segments} title={title} />
      {foldsAnything(folded) && (
        <div>
          <Button size="small" onClick={() => setEveryWord((value) => !value)}>
            {everyWord ? 'Show only the words around changes' : 'Show every word'}
          </Button>
        </div>
      )}
      <Typography variant="caption" color="text.secondary">
        Words are compared in lower case without punctuation, as the score counts them.
      </Typography>
    </Stack>
  );
}
