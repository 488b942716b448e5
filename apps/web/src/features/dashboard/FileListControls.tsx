import Stack from '@mui/material/Stack';
import { NativeSelect } from '../../components/NativeSelect';
import type { FileListArgs } from '../../shared/files/files-api';
import { FILTER_OPTIONS, SORT_OPTIONS } from './list-args';

interface FileListControlsProps {
  args: FileListArgs;
  onChange: (args: FileListArgs) => void;
}

/** Native selects: every browser's keyboard and screen-reader handling comes for free. */
export function FileListControls({ args, onChange }: FileListControlsProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
      <NativeSelect
        label="Show"
        value={args.filter}
        options={FILTER_OPTIONS}
        onChange={(filter) => onChange({ ...args, filter })}
      />
      <NativeSelect
        label="Sort by"
        value={args.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ ...args, sort })}
      />
    </Stack>
  );
}
