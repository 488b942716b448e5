import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ExportDialog } from './ExportDialog';
import type { ExportTarget } from './use-export';

/** A box with an arrow leaving it (the Material "share out" glyph), drawn as the app's other icons are. */
function ExportIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16 5l-1.42 1.42-1.59-1.59V16h-1.98V4.83L9.42 6.42 8 5l4-4 4 4zm4 5v11c0 1.1-.9 2-2 2H6c-1.11 0-2-.9-2-2V10c0-1.11.89-2 2-2h3v2H6v11h12V10h-3V8h3c1.1 0 2 .89 2 2z" />
    </SvgIcon>
  );
}

interface ExportButtonProps {
  target: ExportTarget;
  /** A text button (the editor's toolbar) or an icon with a tooltip (a dashboard row's actions). */
  variant: 'text' | 'icon';
}

/** Opens the export dialog for one file; the dialog hands focus back here when it closes. */
export function ExportButton({ target, variant }: ExportButtonProps) {
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title="Export">
          <IconButton
            aria-label={`Export ${target.title}`}
            aria-haspopup="dialog"
            onClick={show}
            data-testid="export-open"
          >
            <ExportIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" aria-haspopup="dialog" onClick={show} data-testid="export-open">
          Export
        </Button>
      )}
      <ExportDialog open={open} onClose={() => setOpen(false)} target={target} />
    </>
  );
}
