import Chip from '@mui/material/Chip';
import { WORKFLOW_STATUS_DISPLAY, type WorkflowStatus } from '@scriptloom/contracts';

/** A workflow status in its label and colour (docs/product.md#workflow-statuses). */
export function WorkflowStatusChip({ status }: { status: WorkflowStatus }) {
  const { label, colour } = WORKFLOW_STATUS_DISPLAY[status];
  return (
    <Chip
      label={label}
      size="small"
      data-testid="workflow-status-chip"
      data-status={status}
      sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }}
    />
  );
}

/** The free label an admin or QA put on the workflow ("Rush"), as an outlined badge. */
export function SpecialStatusBadge({ value }: { value: string | null }) {
  if (!value) return null;
  return (
    <Chip
      label={value}
      size="small"
      variant="outlined"
      color="warning"
      data-testid="workflow-special-status"
      aria-label={`Special status: ${value}`}
    />
  );
}
