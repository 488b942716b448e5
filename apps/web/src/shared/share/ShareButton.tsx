import Button from '@mui/material/Button';
import { useState } from 'react';
import { ShareDialog } from './ShareDialog';

/** Opens the review links dialog of a file; the dialog hands the focus back here when it closes. */
export function ShareButton({ fileId, title }: { fileId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="share-open"
      >
        Share
      </Button>
      {open ? <ShareDialog fileId={fileId} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
