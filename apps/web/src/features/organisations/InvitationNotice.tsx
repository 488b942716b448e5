import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Invitation } from '@scriptloom/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useWebRole } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { AcceptInvitationDialog } from './AcceptInvitationDialog';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useListInvitationsQuery,
} from './organisations-api';
import { WORKFLOWS_PATH } from '../../shared/routes/paths';
import { ROLE_LABELS } from './roles';

/** How often the app asks whether someone invited the person (a new sign-in asks at once). */
const POLL_MS = 60_000;

const invitationText = (invitation: Invitation) =>
  `${invitation.invited_by ?? 'An admin'} invited you to join ${invitation.organisation.name} as ${ROLE_LABELS[invitation.role]}.`;

/**
 * The in-app notice of invitations to join an organisation (docs/product.md#organisations), on every
 * page until the person answers: Accept (after saying what joining means) or Decline. A member of an
 * organisation can only decline here: to accept they leave theirs first.
 */
export function InvitationNotice() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const member = useWebRole() !== 'user';
  const { data } = useListInvitationsQuery(undefined, { pollingInterval: POLL_MS });
  const [accept, acceptance] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  const [toAccept, setToAccept] = useState<Invitation | null>(null);

  const confirmAccept = async (invitation: Invitation) => {
    try {
      const answer = await accept(invitation.id).unwrap();
      setToAccept(null);
      dispatch(successToast(answer.success));
      // A member's home, where the dashboard sends members too: whichever of the two navigations
      // the new role sets off comes last, the person lands there.
      void navigate(WORKFLOWS_PATH);
    } catch {
      // The base query has shown the server's reason (withdrawn meanwhile, ...).
      setToAccept(null);
    }
  };

  const answerNo = async (invitation: Invitation) => {
    try {
      dispatch(successToast((await decline(invitation.id).unwrap()).success));
    } catch {
      // The server's reason is shown as a notice.
    }
  };

  const items = data?.items ?? [];
  if (items.length === 0 && !toAccept) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {items.map((invitation) => (
        <Alert
          key={invitation.id}
          severity="info"
          role="status"
          action={
            <Stack direction="row" spacing={1}>
              {member ? null : (
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  onClick={() => setToAccept(invitation)}
                  aria-label={`Accept the invitation to ${invitation.organisation.name}`}
                >
                  Accept
                </Button>
              )}
              <Button
                color="inherit"
                size="small"
                loading={declining.isLoading && declining.originalArgs === invitation.id}
                onClick={() => void answerNo(invitation)}
                aria-label={`Decline the invitation to ${invitation.organisation.name}`}
              >
                Decline
              </Button>
            </Stack>
          }
        >
          {invitationText(invitation)}
          {member ? ' To accept, leave your organisation first (on its home page).' : null}
        </Alert>
      ))}
      <AcceptInvitationDialog
        invitation={toAccept}
        pending={acceptance.isLoading}
        onCancel={() => setToAccept(null)}
        onConfirm={(invitation) => void confirmAccept(invitation)}
      />
    </Stack>
  );
}
