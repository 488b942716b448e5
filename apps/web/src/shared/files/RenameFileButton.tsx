import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { EditIcon } from '../../components/icons';
import { RenameFileDialog, type RenameTarget } from './RenameFileDialog';

interface RenameFileButtonProps {
  file: RenameTarget;
  size?: 'small' | 'medium';
}

/** A pencil that opens the rename dialog; the dialog hands the focus back here when it closes. */
export function RenameFileButton({ file, size = 'medium' }: RenameFileButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Rename">
        <IconButton
          aria-label={`Rename ${file.title}`}
          aria-haspopup="dialog"
          size={size}
          onClick={() => setOpen(true)}
          data-testid="rename-open"
        >
          <EditIcon fontSize={size === 'small' ? 'small' : 'medium'} />
        </IconButton>
      </Tooltip>
      <RenameFileDialog open={open} file={file} onClose={() => setOpen(false)} />
    </>
  );
}
