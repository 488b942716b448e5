import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useWebRole } from '../../shared/store/hooks';
import { useGetProfileQuery } from './account-api';
import { PlanUsageCard } from './PlanUsageCard';
import { ProfileForm } from './ProfileForm';
import { TwoStepCard } from './TwoStepCard';

interface ProfilePageProps {
  /**
   * The card that founds an organisation, shown to a personal account. It belongs to the organisations'
   * area, so the route puts it in (app/areas/MainArea.tsx): an area never imports another.
   */
  organisationCard: ReactNode;
}

/** `/account/profile`: editable profile, two-step switch, read-only plan and usage; a personal account may found an organisation. */
export function ProfilePage({ organisationCard }: ProfilePageProps) {
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  const personal = useWebRole() === 'user';

  if (isLoading) {
    return (
      <Stack spacing={2} aria-busy="true" role="status" aria-label="Loading profile">
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (isError || !profile) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        Your profile could not be loaded.
      </Alert>
    );
  }
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, xmd: 7 }}>
        {/* Keyed so that a different account's profile starts from its own values. */}
        <ProfileForm key={profile.id} profile={profile} />
      </Grid>
      <Grid size={{ xs: 12, xmd: 5 }}>
        <Stack spacing={3}>
          <PlanUsageCard profile={profile} />
          <TwoStepCard profile={profile} />
          {personal && organisationCard}
        </Stack>
      </Grid>
    </Grid>
  );
}
