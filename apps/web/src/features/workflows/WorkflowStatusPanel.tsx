import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditorMessages, WORKFLOW_STATUS_DISPLAY, type WorkflowItem } from '@scriptloom/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { errorToast, successToast } from '../../shared/notices/toast-slice';
import { ConfirmMoveDialog } from './ConfirmMoveDialog';
import { assignedReviewers } from './member-name';
import { TakeoverDialog } from './TakeoverDialog';
import { ValidateReviewDialog } from './ValidateReviewDialog';
import type { PageActions, StatusMove } from './workflow-actions';
import { SpecialStatusBadge, WorkflowStatusChip } from './WorkflowStatusChip';
import {
  useCompleteWorkflowMutation,
  useGetAssignableMembersQuery,
  useQaTakeoverMutation,
  useSetWorkflowStatusMutation,
  useSubmitReviewMutation,
  useValidateReviewMutation,
} from '../../shared/workflows/workflows-api';

interface WorkflowStatusPanelProps {
  workflow: WorkflowItem;
  moves: StatusMove[];
  actions: PageActions;
}

type Asking = { kind: 'move'; move: StatusMove } | { kind: 'takeover' } | { kind: 'validate' } | null;

const messageOf = (data: unknown): string | null =>
  typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : null;

/** One review action: its button, and beside it (below it on a phone) what it does. */
function ActionRow({ button, children }: { button: (describedBy: string) => ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: { sm: 'center' } }}>
      {/* The button keeps its one line; the words beside it wrap. */}
      <Box sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>{button(id)}</Box>
      <Typography id={id} variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Where the workflow stands and what the caller may do (docs/product.md#workflows): the moves the
 * transitions list for the role, and for admins every other one as an override, which asks first;
 * then the review actions, each saying what it does. A control is offered only where it can do
 * something: no "Mark complete" on a completed workflow, no plain move to QA Review for the reviewer
 * who submits their pass instead (pageMovesFor). A refused or stale change is toasted with the
 * server's message and the page reloads (the calls invalidate the workflow whatever the outcome).
 */
export function WorkflowStatusPanel({ workflow, moves, actions }: WorkflowStatusPanelProps) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<Asking>(null);
  const [setStatus, statusCall] = useSetWorkflowStatusMutation();
  const [submitReview, reviewCall] = useSubmitReviewMutation();
  const [complete, completeCall] = useCompleteWorkflowMutation();
  const [takeover, takeoverCall] = useQaTakeoverMutation();
  const [validate, validateCall] = useValidateReviewMutation();
  const members = useGetAssignableMembersQuery(undefined, { skip: !actions.qaTakeover && !actions.validate });
  const reviewers = assignedReviewers(workflow.assignees, members.data?.items);
  const busy =
    statusCall.isLoading ||
    reviewCall.isLoading ||
    completeCall.isLoading ||
    takeoverCall.isLoading ||
    validateCall.isLoading;
  const target = { id: workflow.id, revision: workflow.revision };
  const hasOverride = moves.some((m) => m.override);
  const close = () => setAsking(null);

  const makeMove = async (move: StatusMove) => {
    const outcome = await setStatus({ ...target, status: move.to });
    close();
    if ('data' in outcome) dispatch(successToast(messageOf(outcome.data) ?? 'The workflow moved.'));
  };

  const takeOver = async (countPass: boolean) => {
    const outcome = await takeover({ ids: [workflow.id], countPass });
    close();
    if (!('data' in outcome) || !outcome.data) return;
    // One workflow: it was either taken over or skipped with the reason why.
    const skipped = outcome.data.skipped[0];
    dispatch(skipped ? errorToast(skipped.reason) : successToast(outcome.data.message));
  };

  const recordVerdict = async (verdict: { userId: string; valid: boolean }) => {
    const outcome = await validate({ id: workflow.id, ...verdict });
    close();
    if ('data' in outcome && outcome.data) dispatch(successToast(outcome.data.message));
  };

  const canValidate = actions.validate && reviewers.length > 0;
  const anyAction = actions.submitReview || actions.qaTakeover || canValidate || actions.complete;

  return (
    <Stack spacing={1.5} data-testid="workflow-status-panel">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
          useFlexGap
          role="group"
          aria-label="Move to another status"
          data-testid="workflow-status-moves"
          sx={{ flexWrap: 'wrap' }}
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
                aria-haspopup={move.override ? 'dialog' : undefined}
                onClick={() => (move.override ? setAsking({ kind: 'move', move }) : void makeMove(move))}
              >
                {move.override ? `Move to ${label} (override)` : `Move to ${label}`}
              </Button>
            );
          })}
        </Stack>
      ) : null}
      {hasOverride ? (
        <Typography variant="caption" color="text.secondary">
          As an admin you may make any move; moves outside the usual order ask first and are recorded as overrides.
        </Typography>
      ) : null}
      {anyAction ? (
        <Stack spacing={1} role="group" aria-label="Review actions" data-testid="workflow-review-actions">
          {actions.submitReview ? (
            <ActionRow
              button={(describedBy) => (
                <Button
                  variant="contained"
                  size="small"
                  disabled={busy}
                  aria-describedby={describedBy}
                  onClick={async () => {
                    const outcome = await submitReview(target);
                    if ('data' in outcome) {
                      dispatch(successToast(messageOf(outcome.data) ?? 'Your review was submitted.'));
                    }
                  }}
                >
                  Submit my review
                </Button>
              )}
            >
              Sends your transcript as it is now to QA Review. It is kept as your pass, and your accuracy score is
              worked out from it; you cannot edit it after.
            </ActionRow>
          ) : null}
          {actions.qaTakeover ? (
            <ActionRow
              button={(describedBy) => (
                <Button
                  variant="contained"
                  size="small"
                  disabled={busy}
                  aria-describedby={describedBy}
                  aria-haspopup="dialog"
                  onClick={() => setAsking({ kind: 'takeover' })}
                >
                  Take over for QA
                </Button>
              )}
            >
              Assigns you and moves the review to QA Review; you choose whether the reviewer’s work counts as their
              pass.
            </ActionRow>
          ) : null}
          {canValidate ? (
            <ActionRow
              button={(describedBy) => (
                <Button
                  variant="outlined"
                  size="small"
                  disabled={busy}
                  aria-describedby={describedBy}
                  aria-haspopup="dialog"
                  onClick={() => setAsking({ kind: 'validate' })}
                >
                  Validate the review
                </Button>
              )}
            >
              Records in the history whether the reviewer’s pass holds up.
            </ActionRow>
          ) : null}
          {actions.complete ? (
            <ActionRow
              button={(describedBy) => (
                <Button
                  variant="outlined"
                  size="small"
                  disabled={busy}
                  aria-describedby={describedBy}
                  onClick={async () => {
                    const outcome = await complete(target);
                    if ('data' in outcome) dispatch(successToast(EditorMessages.markedComplete));
                  }}
                >
                  Mark complete
                </Button>
              )}
            >
              Marks the review complete; the status stays as it is. Moving it back to an earlier stage clears it.
            </ActionRow>
          ) : null}
        </Stack>
      ) : null}

      <ConfirmMoveDialog
        workflow={workflow}
        move={asking?.kind === 'move' ? asking.move : null}
        pending={statusCall.isLoading}
        onCancel={close}
        onConfirm={(move) => void makeMove(move)}
      />
      <TakeoverDialog
        open={asking?.kind === 'takeover'}
        subject={{ title: workflow.title }}
        reviewers={workflow.workflow_status === 'QA_Review' ? [] : reviewers.map((r) => r.name)}
        countByDefault={workflow.workflow_status === 'First_Review'}
        pending={takeoverCall.isLoading}
        onCancel={close}
        onConfirm={(countPass) => void takeOver(countPass)}
      />
      {canValidate ? (
        <ValidateReviewDialog
          open={asking?.kind === 'validate'}
          title={workflow.title}
          reviewers={reviewers}
          pending={validateCall.isLoading}
          onCancel={close}
          onConfirm={(verdict) => void recordVerdict(verdict)}
        />
      ) : null}
    </Stack>
  );
}
