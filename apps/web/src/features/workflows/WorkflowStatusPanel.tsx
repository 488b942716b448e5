import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditorMessages, WORKFLOW_STATUS_DISPLAY, type WorkflowItem } from '@scriptloom/contracts';
import { useAppDispatch } from '../../shared/store/hooks';
import { errorToast, successToast } from '../../shared/notices/toast-slice';
import type { PageActions, StatusMove } from './workflow-actions';
import { SpecialStatusBadge, WorkflowStatusChip } from './WorkflowStatusChip';
import {
  useCompleteWorkflowMutation,
  useQaTakeoverMutation,
  useSetWorkflowStatusMutation,
  useSubmitReviewMutation,
} from '../../shared/workflows/workflows-api';

interface WorkflowStatusPanelProps {
  workflow: WorkflowItem;
  moves: StatusMove[];
  actions: PageActions;
}

const messageOf = (data: unknown): string | null =>
  typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : null;

/**
 * Where the workflow stands and the moves the caller may make (docs/product.md#workflow-statuses):
 * those the transitions list for the role, and for admins every other one, marked as an override.
 * A refused or stale move is toasted with the server's message and the page reloads (the calls
 * invalidate the workflow whatever the outcome), so the next try starts from what is stored.
 */
export function WorkflowStatusPanel({ workflow, moves, actions }: WorkflowStatusPanelProps) {
  const dispatch = useAppDispatch();
  const [setStatus, statusCall] = useSetWorkflowStatusMutation();
  const [submitReview, reviewCall] = useSubmitReviewMutation();
  const [complete, completeCall] = useCompleteWorkflowMutation();
  const [takeover, takeoverCall] = useQaTakeoverMutation();
  const busy = statusCall.isLoading || reviewCall.isLoading || completeCall.isLoading || takeoverCall.isLoading;
  const target = { id: workflow.id, revision: workflow.revision };
  const hasOverride = moves.some((m) => m.override);

  return (
    <Stack spacing={1.5} data-testid="workflow-status-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <WorkflowStatusChip status={workflow.workflow_status} />
        <SpecialStatusBadge value={workflow.special_status} />
        {workflow.review_complete ? (
          <Chip label="Completed" color="success" size="small" data-testid="workflow-completed" />
        ) : null}
      </Stack>
      {moves.length > 0 ? (
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label="Move to another status"
          data-testid="workflow-status-moves"
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
        >
          {moves.map((move) => {
            const label = WORKFLOW_STATUS_DISPLAY[move.to].label;
            return (
              <Button
                key={move.to}
                size="small"
                variant={move.override ? 'text' : 'outlined'}
                color={move.override ? 'warning' : 'primary'}
                disabled={busy}
                data-status={move.to}
                onClick={() => void setStatus({ ...target, status: move.to })}
              >
                {move.override ? `Move to ${label} (override)` : `Move to ${label}`}
              </Button>
            );
          })}
        </Stack>
      ) : null}
      {hasOverride ? (
        <Typography variant="caption" color="text.secondary">
          As an admin you may make any move; moves outside the usual order are recorded as overrides.
        </Typography>
      ) : null}
      {actions.submitReview || actions.qaTakeover || actions.complete ? (
        <Stack direction="row" spacing={1}>
          {actions.qaTakeover ? (
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              onClick={async () => {
                const outcome = await takeover({ ids: [workflow.id] });
                if (!('data' in outcome) || !outcome.data) return;
                // One workflow: it was either taken over or skipped with the reason why.
                const skipped = outcome.data.skipped[0];
                dispatch(skipped ? errorToast(skipped.reason) : successToast(outcome.data.message));
              }}
            >
              Take over for QA
            </Button>
          ) : null}
          {actions.submitReview ? (
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              onClick={async () => {
                const outcome = await submitReview(target);
                if ('data' in outcome) dispatch(successToast(messageOf(outcome.data) ?? 'Your review was submitted.'));
              }}
            >
              Submit my review
            </Button>
          ) : null}
          {actions.complete ? (
            <Button
              variant="outlined"
              size="small"
              disabled={busy}
              onClick={async () => {
                const outcome = await complete(target);
                if ('data' in outcome) dispatch(successToast(EditorMessages.markedComplete));
              }}
            >
              Mark complete
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
