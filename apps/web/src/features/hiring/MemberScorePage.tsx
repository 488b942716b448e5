import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { useUserInfo, useWebRole } from '../../shared/store/hooks';
import { RouterLink } from '../../components/RouterLink';
import { LoadFailed } from '../../components/LoadFailed';
import { useGetMemberScoreQuery } from './hiring-api';
import { MemberScoreHeader } from './MemberScoreHeader';
import { memberScorePath, SCORE_WORKFLOW_PARAM, SCORES_PATH } from '../../shared/routes/paths';
import { scoreAbilities } from './paths';
import { QaNotes } from './QaNotes';
import { ScoreTrend } from './ScoreTrend';
import { WorkflowScoresTable } from './WorkflowScoresTable';

const NO_SCORES_YET = 'No scores yet: a score appears once QA moves a workflow this member reviewed to Final Review.';

/**
 * `/organisation/scores/:memberId` (docs/product.md#hiring-scores): a member's overall score and its
 * trend, each workflow's score with what QA changed, and QA's notes. Admins and QA open anyone's; a
 * reviewer only their own, so any other member's address takes them to theirs.
 */
export function MemberScorePage() {
  const { memberId = '' } = useParams();
  // A link from a dispute opens the page at the disputed workflow's score.
  const [search] = useSearchParams();
  const openAt = search.get(SCORE_WORKFLOW_PARAM);
  const role = useWebRole();
  const userId = useUserInfo()?.id;
  const abilities = scoreAbilities(role);
  const redirect = role === 'reviewer' && userId !== undefined && memberId !== userId;
  const query = useGetMemberScoreQuery(memberId, { skip: role === 'user' || !memberId || redirect });

  // A personal account has no organisation; OrganisationLayout has already sent it elsewhere.
  if (role === 'user') return null;
  if (redirect) return <Navigate to={memberScorePath(userId)} replace />;

  const backLink = abilities.seesTeam ? (
    <RouterLink to={SCORES_PATH} sx={{ display: 'inline-block', mb: 2 }}>
      ← Team scores
    </RouterLink>
  ) : null;

  // `currentData`, not `data`: another member's answer must not stand in while this one's is on its way.
  const data = query.currentData;
  if (query.isLoading || (query.isFetching && !data)) {
    return (
      <Stack spacing={2} aria-busy="true" role="status" aria-label="Loading scores">
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  if (!data) {
    // The server's reason was toasted; a missing member is said plainly, anything else may pass.
    const error = describeApiError(query.error);
    return (
      <>
        {backLink}
        {error.status === 404 ? (
          <Alert severity="warning">{error.message}</Alert>
        ) : (
          <LoadFailed what="These scores" retry={() => void query.refetch()} />
        )}
      </>
    );
  }

  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <div>
        {backLink}
        <MemberScoreHeader score={data} recalculates={abilities.recalculates} />
      </div>
      {data.workflows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{NO_SCORES_YET}</Typography>
        </Paper>
      ) : (
        <>
          <ScoreTrend trend={data.trend} />
          <WorkflowScoresTable memberId={data.member.id} workflows={data.workflows} openAt={openAt} />
        </>
      )}
      <QaNotes memberId={data.member.id} notes={data.notes} writesNotes={abilities.writesNotes} />
    </Stack>
  );
}
