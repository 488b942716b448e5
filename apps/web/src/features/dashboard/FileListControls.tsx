import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FileListArgs } from '../files/files-api';
import { FILTER_OPTIONS, SORT_OPTIONS } from './list-args';

interface FileListControlsProps {
  args: FileListArgs;
  onChange: (args: FileListArgs) => void;
}

/** Native selects: every browser's keyboard and screen-reader handling comes for free. */
export function FileListControls({ args, onChange }: FileListControlsProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Show"
        value={args.filter}
        onChange={(event) => onChange({ ...args, filter: event.target.value as FileListArgs['filter'] })}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 150 }}
      >
        {FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sort by"
        value={args.sort}
        onChange={(event) => onChange({ ...args, sort: event.target.value as FileListArgs['sort'] })}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 150 }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
