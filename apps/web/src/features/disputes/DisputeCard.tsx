import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DISPUTE_KIND_LABELS, type DisputeItem } from '@scriptloom/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/files/format';
import { memberScorePath, workflowPath } from '../../shared/routes/paths';
import { RouterLink } from '../../components/RouterLink';

/** One dispute as both sides read it: what was disputed and why, and the answer when there is one. */
export function DisputeCard({
  dispute,
  showMember,
  children,
}: {
  dispute: DisputeItem;
  showMember: boolean;
  children?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid="dispute"
      aria-label={`Dispute about ${dispute.workflow_title}`}
      component="article"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {dispute.workflow_title}
        </Typography>
        <Chip size="small" label={DISPUTE_KIND_LABELS[dispute.kind]} variant="outlined" />
        <Chip
          size="small"
          label={dispute.status === 'open' ? 'Open' : 'Answered'}
          color={dispute.status === 'open' ? 'warning' : 'success'}
        />
        {dispute.unread ? <Chip size="small" label="New answer" color="primary" /> : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {showMember ? `${dispute.member.name} · ` : ''}
        {formatDateTime(dispute.created_at)}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{dispute.message}</Typography>
      {dispute.workflow_id ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <RouterLink
            to={workflowPath(dispute.workflow_id)}
            aria-label={`Open the workflow “${dispute.workflow_title}”`}
          >
            Open the workflow
          </RouterLink>
          {dispute.has_score ? (
            <RouterLink to={memberScorePath(dispute.member.id, dispute.workflow_id)}>
              {showMember ? `${dispute.member.name}’s score and what QA changed` : 'Your score and what QA changed'}
            </RouterLink>
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The workflow has since been deleted.
        </Typography>
      )}
      {dispute.reply ? (
        <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5, bgcolor: 'action.hover' }}>
          <Typography variant="body2" color="text.secondary">
            Answer from {dispute.resolved_by ?? 'an admin'}
            {dispute.resolved_at ? `, ${formatDateTime(dispute.resolved_at)}` : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{dispute.reply}</Typography>
        </Paper>
      ) : null}
      {children}
    </Paper>
  );
}
