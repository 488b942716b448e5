import Alert from '@mui/material/Alert';
import { Navigate } from 'react-router';
import { useUserInfo, useWebRole } from '../../shared/store/hooks';
import { memberScorePath } from '../../shared/routes/paths';
import { scoreAbilities } from './paths';
import { TeamScores } from './TeamScores';

/**
 * `/organisation/scores` (docs/product.md#hiring-scores): admins and QA see the team's scores; a
 * reviewer may only see their own, so they are taken straight to that page.
 */
export function ScoresPage() {
  const role = useWebRole();
  const userId = useUserInfo()?.id;
  // A personal account has no organisation; OrganisationLayout has already sent it elsewhere.
  if (role === 'user') return null;
  if (scoreAbilities(role).seesTeam) return <TeamScores />;
  if (userId) return <Navigate to={memberScorePath(userId)} replace />;
  return <Alert severity="info">Your scores appear here once you are signed in to your organisation.</Alert>;
}
