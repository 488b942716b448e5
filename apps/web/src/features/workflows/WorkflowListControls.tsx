import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WORKFLOW_STATUS_DISPLAY, WORKFLOW_STATUSES } from '@scriptloom/contracts';
import { useCallback } from 'react';
import { NativeSelect } from '../../components/NativeSelect';
import {
  PROCESSING_OPTIONS,
  SORT_BY_OPTIONS,
  SORT_ORDER_OPTIONS,
  toggleStatus,
  type WorkflowListArgs,
} from '../../shared/workflows/list-query';
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
        <NativeSelect
          label="Processing"
          value={args.processing}
          options={PROCESSING_OPTIONS}
          onChange={(processing) => set({ processing })}
          minWidth={140}
        />
        <NativeSelect
          label="Sort by"
          value={args.sortBy}
          options={SORT_BY_OPTIONS}
          onChange={(sortBy) => set({ sortBy })}
        />
        <NativeSelect
          label="Sort order"
          value={args.sortOrder}
          options={SORT_ORDER_OPTIONS}
          onChange={(sortOrder) => set({ sortOrder })}
          minWidth={130}
        />
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
