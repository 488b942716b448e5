import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '../../components/LoadFailed';
import { useGetTeamScoresQuery } from './hiring-api';
import { TeamScoresTable } from './TeamScoresTable';

/** The team's overall scores (admins and QA), each member linking to their own page. */
export function TeamScores() {
  const { data, isLoading, isError, refetch } = useGetTeamScoresQuery();
  return (
    <Stack component="section" aria-labelledby="team-scores-heading" spacing={2} sx={{ minWidth: 0 }}>
      <div>
        <Typography id="team-scores-heading" component="h2" variant="h6">
          Team scores
        </Typography>
        <Typography variant="body2" color="text.secondary">
          How close each reviewer&apos;s pass came to QA&apos;s final transcript, over every workflow they were scored
          on. Open a member to see each workflow and what QA changed.
        </Typography>
      </div>
      {isLoading ? (
        <Skeleton variant="rounded" height={200} aria-busy="true" role="status" aria-label="Loading team scores" />
      ) : isError || !data ? (
        <LoadFailed what="The team's scores" retry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            No reviewers or QA members yet: scores are kept for them once they join.
          </Typography>
        </Paper>
      ) : (
        <TeamScoresTable items={data.items} />
      )}
    </Stack>
  );
}
