import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@scriptloom/contracts';
import { Link } from 'react-router';
import { BILLING_PATH } from '../../shared/routes/paths';
import { formatMoney } from '../../shared/money';
import { billingPeriod, formatDate, planName } from '../../shared/plan-names';
import { DetailItem as Detail } from '../../components/DetailItem';

function UsageRow({ label, used, total }: { label: string; used: number; total: number }) {
  if (total <= 0) {
    return (
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          Not included in your plan
        </Typography>
      </Stack>
    );
  }
  const percent = Math.min(100, (used / total) * 100);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {used} of {total} minutes
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={`${label}: ${used} of ${total} minutes used`} />
    </Box>
  );
}

/**
 * Plan and usage, read-only: plans are changed on the billing page, linked from here.
 * `media_content` is left out: nothing fills it yet (media content is not built).
 */
export function PlanUsageCard({ profile }: { profile: UserProfile }) {
  const period = billingPeriod(profile.plan);
  const details = profile.plan_details;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Plan and usage
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2, m: 0, mb: 3 }}>
        <Detail label="Plan" value={`${planName(profile.plan)}${period ? ` (billed per ${period})` : ''}`} />
        <Detail
          label="Price"
          value={details.amount > 0 && period ? `${formatMoney(details.amount)} per ${period}` : 'Free'}
        />
        <Detail label="Started" value={formatDate(details.start_date)} />
        <Detail label="Next billing date" value={formatDate(details.next_billing_date)} />
      </Box>
      <Stack spacing={2}>
        <UsageRow label="Transcripts" used={profile.transcript_used} total={profile.transcript_total} />
        <UsageRow label="Audio" used={profile.audio_used} total={profile.audio_total} />
        <UsageRow
          label="Audio with media"
          used={profile.audio_with_media_used}
          total={profile.audio_with_media_total}
        />
      </Stack>
      <Button component={Link} to={BILLING_PATH} variant="outlined" sx={{ mt: 3 }}>
        Plans & billing
      </Button>
    </Paper>
  );
}
