import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { mayCall } from '@scriptloom/contracts';
import { Link, useLocation } from 'react-router';
import { useWebRole } from '../../shared/store/hooks';
import { useMyDisputesQuery } from './disputes-api';

/** How often a member's app asks whether a dispute of theirs was answered. */
const POLL_MS = 60_000;
export const DISPUTES_PATH = '/organisation/disputes';

/**
 * The in-app notice of an answered dispute (docs/product.md#disputes): shown on every page of a
 * member until they open their disputes, which marks the answers as read.
 */
export function DisputeNotice() {
  const role = useWebRole();
  const { pathname } = useLocation();
  // Only those who may raise disputes can have answers waiting; admins are not asked every minute.
  const member = role !== 'user' && mayCall('POST /user/dispute', role);
  const query = useMyDisputesQuery(undefined, { skip: !member, pollingInterval: POLL_MS });
  const unread = (query.data?.items ?? []).filter((d) => d.unread);
  if (!member || unread.length === 0 || pathname === DISPUTES_PATH) return null;
  const text =
    unread.length === 1
      ? `Your dispute about "${unread[0]!.workflow_title}" was answered.`
      : `${unread.length} of your disputes were answered.`;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      role="status"
      action={
        <Button component={Link} to={DISPUTES_PATH} color="inherit" size="small">
          Read the answer
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
