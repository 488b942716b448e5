import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WORKFLOW_STATUS_DISPLAY, WORKFLOW_STATUSES } from '@scriptloom/contracts';
import { useCallback } from 'react';
import {
  PROCESSING_OPTIONS,
  SORT_BY_OPTIONS,
  SORT_ORDER_OPTIONS,
  toggleStatus,
  type WorkflowListArgs,
} from './list-query';
import { useDebouncedChange } from './use-debounced-change';

interface WorkflowListControlsProps {
  args: WorkflowListArgs;
  /** Any change of filter or order starts again at the first page. */
  onChange: (args: WorkflowListArgs) => void;
}

/** Search, processing filter, status chips to toggle, and the order (native selects for the keyboard). */
export function WorkflowListControls({ args, onChange }: WorkflowListControlsProps) {
  const commitText = useCallback((text: string) => onChange({ ...args, text, page: 0 }), [args, onChange]);
  const [draft, setDraft] = useDebouncedChange(args.text, commitText);
  const set = (patch: Partial<WorkflowListArgs>) => onChange({ ...args, ...patch, page: 0 });

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <TextField
          size="small"
          type="search"
          label="Search titles"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
          sx={{ minWidth: 220 }}
        />
        <TextField
          select
          size="small"
          label="Processing"
          value={args.processing}
          onChange={(event) => set({ processing: event.target.value as WorkflowListArgs['processing'] })}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          {PROCESSING_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Sort by"
          value={args.sortBy}
          onChange={(event) => set({ sortBy: event.target.value as WorkflowListArgs['sortBy'] })}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 150 }}
        >
          {SORT_BY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Sort order"
          value={args.sortOrder}
          onChange={(event) => set({ sortOrder: event.target.value as WorkflowListArgs['sortOrder'] })}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 130 }}
        >
          {SORT_ORDER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label="Show workflow statuses"
        data-testid="workflow-status-filter"
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        {WORKFLOW_STATUSES.map((status) => {
          const { label, colour } = WORKFLOW_STATUS_DISPLAY[status];
          const on = args.statuses.includes(status);
          return (
            <Chip
              key={status}
              label={label}
              component="button"
              clickable
              aria-pressed={on}
              data-testid="workflow-status-toggle"
              data-status={status}
              onClick={() => set({ statuses: toggleStatus(args.statuses, status) })}
              variant={on ? 'filled' : 'outlined'}
              sx={
                on
                  ? { bgcolor: colour, color: '#fff', '&:hover': { bgcolor: colour, opacity: 0.9 } }
                  : { borderColor: colour, color: colour }
              }
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
