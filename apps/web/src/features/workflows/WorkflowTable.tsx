import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WorkflowItem } from '@scriptloom/contracts';
import { memo } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { formatDateTime } from '../../shared/files/format';
import { StageProgress } from '../../shared/files/StageProgress';
import { workflowPath } from '../../shared/routes/paths';
import { SpecialStatusBadge, WorkflowStatusChip } from './WorkflowStatusChip';
import { isProcessing } from './workflow-state';

interface WorkflowTableProps {
  items: readonly WorkflowItem[];
  /** Null when the role has no bulk action: no checkboxes then. */
  selected: ReadonlySet<string> | null;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

function Processing({ workflow }: { workflow: WorkflowItem }) {
  if (isProcessing(workflow)) {
    return <StageProgress stage={workflow.stage} progress={workflow.progress} label={workflow.title} />;
  }
  if (workflow.processing_status === 'failed') {
    return (
      <Chip
        label="Failed"
        color="error"
        size="small"
        variant="outlined"
        title={workflow.error ?? undefined}
        aria-label={workflow.error ? `Failed: ${workflow.error}` : 'Failed'}
      />
    );
  }
  return <Chip label="Transcribed" color="success" size="small" variant="outlined" />;
}

const Row = memo(function Row({
  workflow,
  checked,
  onToggle,
}: {
  workflow: WorkflowItem;
  checked: boolean | null;
  onToggle: (id: string) => void;
}) {
  return (
    <TableRow data-testid="workflow-row" data-workflow-id={workflow.id} selected={checked === true} hover>
      {checked !== null ? (
        <TableCell padding="checkbox">
          <Checkbox
            checked={checked}
            onChange={() => onToggle(workflow.id)}
            slotProps={{ input: { 'aria-label': `Select ${workflow.title}` } }}
          />
        </TableCell>
      ) : null}
      <TableCell sx={{ minWidth: 200 }}>
        <RouterLink to={workflowPath(workflow.id)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {workflow.title}
        </RouterLink>
        {workflow.review_complete ? (
          <Typography variant="caption" color="success.main" component="p">
            Completed
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <WorkflowStatusChip status={workflow.workflow_status} />
          <SpecialStatusBadge value={workflow.special_status} />
        </Stack>
      </TableCell>
      <TableCell data-testid="workflow-assignees">
        {workflow.assignees.length > 0 ? (
          workflow.assignees.map((a) => a.name || a.email).join(', ')
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            Nobody
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <Processing workflow={workflow} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(workflow.created_at)}</TableCell>
    </TableRow>
  );
});

/** The page of workflows, with a checkbox per row and one for the whole page when bulk actions exist. */
export function WorkflowTable({ items, selected, onToggle, onToggleAll }: WorkflowTableProps) {
  const count = selected ? items.filter((item) => selected.has(item.id)).length : 0;
  return (
    <Table size="small" aria-label="Workflows" data-testid="workflow-table">
      <TableHead>
        <TableRow>
          {selected ? (
            <TableCell padding="checkbox">
              <Checkbox
                checked={items.length > 0 && count === items.length}
                indeterminate={count > 0 && count < items.length}
                onChange={onToggleAll}
                disabled={items.length === 0}
                slotProps={{ input: { 'aria-label': 'Select all workflows on this page' } }}
              />
            </TableCell>
          ) : null}
          <TableCell>Title</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Assignees</TableCell>
          <TableCell>Processing</TableCell>
          <TableCell>Uploaded</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((workflow) => (
          <Row
            key={workflow.id}
            workflow={workflow}
            checked={selected ? selected.has(workflow.id) : null}
            onToggle={onToggle}
          />
        ))}
      </TableBody>
    </Table>
  );
}
