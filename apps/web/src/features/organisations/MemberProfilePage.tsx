import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@scriptloom/contracts';
import { useParams } from 'react-router';
import { describeApiError } from '../../api/api-error';
import { useWebRole } from '../../shared/store/hooks';
import { usePageTitle } from '../../shared/routes/page-title';
import { MEMBERS_PATH } from '../../shared/routes/paths';
import { formatDate, planName } from '../../shared/plan-names';
import { DetailItem } from '../../components/DetailItem';
import { LoadFailed } from '../../components/LoadFailed';
import { RouterLink } from '../../components/RouterLink';
import { MemberProfileField } from './MemberProfileField';
import { useGetMemberProfileQuery } from './organisations-api';
import { managesMemberProfiles, mayListMembers, ROLE_LABELS } from './roles';

const nameOf = (profile: UserProfile) => `${profile.first_name} ${profile.last_name}`.trim() || profile.email;

const usage = (used: number, total: number) =>
  total <= 0 ? 'Not included in the plan' : `${used} of ${total} minutes`;

/**
 * `/organisation/members/:memberId` (docs/product.md#organisations): a member's profile, as
 * `GET /v1/user/profile/{id}` answers it, for the admins who may edit it field by field. Plan and
 * usage are shown, not edited: they follow the member's billing.
 */
export function MemberProfilePage() {
  const { memberId = '' } = useParams();
  const role = useWebRole();
  const manages = managesMemberProfiles(role);
  const query = useGetMemberProfileQuery(memberId, { skip: !manages || !memberId });
  // `currentData`: another member's profile must not stand in while this one's is on its way.
  const profile = query.currentData;
  usePageTitle(profile ? nameOf(profile) : null);

  // A personal account has no organisation; OrganisationLayout has already sent it elsewhere.
  if (role === 'user') return null;
  const backLink = (
    <RouterLink to={MEMBERS_PATH} sx={{ display: 'inline-block', mb: 2 }}>
      ← All members
    </RouterLink>
  );
  if (!manages) {
    return (
      <>
        {mayListMembers(role) && backLink}
        <Alert severity="info">Only admins see and edit members' profiles.</Alert>
      </>
    );
  }
  if (query.isLoading || (query.isFetching && !profile)) {
    return (
      <Stack spacing={2} aria-busy="true" role="status" aria-label="Loading the profile">
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (!profile) {
    // The server's reason was shown as a notice; a member who is not there is said plainly.
    const error = describeApiError(query.error);
    return (
      <>
        {backLink}
        {error.status === 404 ? (
          <Alert severity="warning">{error.message}</Alert>
        ) : (
          <LoadFailed what="This profile" retry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const memberRole = profile.org_role;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <div>
        {backLink}
        <Typography component="h2" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {nameOf(profile)}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {profile.email}
          {memberRole ? ` · ${ROLE_LABELS[memberRole]}` : ''}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
          Profile
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Each field is saved on its own. The sign-in address stays as the member chose it.
        </Typography>
        <Stack spacing={2.5}>
          <MemberProfileField
            memberId={profile.id}
            field="first_name"
            label="First name"
            required
            stored={profile.first_name}
          />
          <MemberProfileField memberId={profile.id} field="last_name" label="Last name" stored={profile.last_name} />
          <MemberProfileField
            memberId={profile.id}
            field="podcast_name"
            label="Podcast name"
            stored={profile.podcast_name}
          />
          <MemberProfileField
            memberId={profile.id}
            field="company_name"
            label="Company name"
            stored={profile.company_name}
          />
          <MemberProfileField
            memberId={profile.id}
            field="bio"
            label="Bio"
            multiline
            stored={profile.bio}
            hint={(draft) => `${draft.length} / 2000 characters`}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
          Plan and usage
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2, m: 0 }}
        >
          <DetailItem label="Plan" value={planName(profile.plan)} />
          <DetailItem label="Account created" value={formatDate(profile.created_at)} />
          <DetailItem label="Transcripts" value={usage(profile.transcript_used, profile.transcript_total)} />
          <DetailItem label="Audio" value={usage(profile.audio_used, profile.audio_total)} />
          <DetailItem
            label="Audio with media"
            value={usage(profile.audio_with_media_used, profile.audio_with_media_total)}
          />
          <DetailItem label="Email" value={profile.email_verified ? 'Confirmed' : 'Not confirmed yet'} />
        </Box>
      </Paper>
    </Stack>
  );
}
