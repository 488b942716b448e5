import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { CheckIcon } from '../../../components/icons';

interface CompleteButtonProps {
  completed: boolean;
  completing: boolean;
  /** Absent where the page completes through its own route (a workflow): only the state is shown. */
  onComplete?: (() => void) | undefined;
}

/**
 * "Mark complete", which becomes "Completed" once the file is (docs/product.md#marking-complete).
 * There is no way back, so the completed state offers nothing to press; it stays focusable
 * (aria-disabled rather than disabled) so a keyboard or screen reader user still finds it.
 */
export function CompleteButton({ completed, completing, onComplete }: CompleteButtonProps) {
  if (!onComplete) {
    return completed ? <Chip label="Completed" color="success" size="small" sx={{ mx: 0.5 }} /> : null;
  }
  if (completed) {
    return (
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<CheckIcon />}
        aria-disabled="true"
        disableRipple
        data-testid="complete-button"
        sx={{ cursor: 'default' }}
      >
        Completed
      </Button>
    );
  }
  return (
    <Button size="small" variant="outlined" onClick={onComplete} disabled={completing} data-testid="complete-button">
      Mark complete
    </Button>
  );
}
