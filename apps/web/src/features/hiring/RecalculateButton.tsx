import Button from '@mui/material/Button';
import type { WorkflowScore } from '@scriptloom/contracts';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useRecalculateScoresMutation } from './hiring-api';
import { recalculateSummary } from './recalculate-summary';

/** The most workflow ids one recalculation takes (HiringRecalculateRequest). */
const MAX_IDS = 500;

/**
 * Scores are calculated by themselves whenever a workflow keeps a transcript; this is for when one
 * looks wrong or out of date. It takes the member's workflows (the newest, if there are more than
 * one request may carry), and every reviewer's score on them is calculated again.
 */
export function RecalculateButton({ workflows, name }: { workflows: readonly WorkflowScore[]; name: string }) {
  const dispatch = useAppDispatch();
  const [recalculate, { isLoading }] = useRecalculateScoresMutation();
  const run = async () => {
    const ids = workflows.slice(0, MAX_IDS).map((workflow) => workflow.workflow_id);
    // A failure is toasted by the base query with the server's reason.
    const answer = await recalculate({ ids })
      .unwrap()
      .catch(() => null);
    if (answer) dispatch(successToast(recalculateSummary(answer)));
  };
  return (
    <Button
      variant="outlined"
      loading={isLoading}
      disabled={isLoading}
      onClick={() => void run()}
      aria-label={`Calculate ${name}'s scores again`}
      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
    >
      Calculate again
    </Button>
  );
}
