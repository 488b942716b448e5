import Alert from '@mui/material/Alert';
import { RouterLink } from '../../../components/RouterLink';
import { BILLING_PATH } from '../../../shared/routes/paths';

/**
 * Says that the plan does not include something, and where to get it: the same words as the
 * server's 402, so a person learns it before asking rather than from a refusal.
 */
export function PlanLockedNote({ message, testId }: { message: string; testId: string }) {
  return (
    <Alert severity="info" role="note" data-testid={testId}>
      {message}{' '}
      <RouterLink to={BILLING_PATH} sx={{ fontWeight: 600 }}>
        See Plans &amp; billing
      </RouterLink>
    </Alert>
  );
}
