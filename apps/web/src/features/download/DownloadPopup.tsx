import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BulkDownloadResponse } from '@scriptloom/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AutoCloseTimer } from './auto-close';
import { testIdSlot } from '../../shared/exports/test-id';

interface DownloadPopupProps {
  /** The answer of the download that just started; null when closed. */
  started: BulkDownloadResponse | null;
  onClose: () => void;
}

function ItemList({ items, suffix }: { items: readonly string[]; suffix?: string }) {
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <li key={item}>
          {item}
          {suffix ? (
            <Typography component="span" variant="body2" color="text.secondary">{` (${suffix})`}</Typography>
          ) : null}
        </li>
      ))}
    </Typography>
  );
}

/**
 * "Your download has started", with what the zip holds and what it lacks. docs/product.md#bulk-download: it closes
 * by itself DOWNLOAD_POPUP_CLOSE_MS after opening.
 */
export function DownloadPopup({ started, onClose }: DownloadPopupProps) {
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  const [timer] = useState(() => new AutoCloseTimer(() => closeRef.current()));
  // Each new download restarts the countdown; closing early (or leaving the page) stops it.
  useEffect(() => {
    if (!started) return undefined;
    timer.open();
    return () => timer.cancel();
  }, [started, timer]);

  // Kept while the dialog fades out, so its text does not vanish first.
  const [shown, setShown] = useState(started);
  if (started !== null && started !== shown) setShown(started);
  const answer = started ?? shown;

  return (
    <Dialog
      open={started !== null}
      onClose={onClose}
      aria-labelledby="download-popup-title"
      slotProps={{ paper: testIdSlot('download-popup') }}
    >
      <DialogTitle id="download-popup-title">Your download has started</DialogTitle>
      <DialogContent>
        {answer ? (
          <>
            <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {answer.file_name}
            </Typography>
            {answer.included.length ? (
              <>
                <Typography variant="subtitle2">Included</Typography>
                <ItemList items={answer.included} />
              </>
            ) : null}
            {answer.missing.length ? (
              <>
                <Typography variant="subtitle2" sx={{ mt: 1 }}>
                  Not in the download
                </Typography>
                <ItemList items={answer.missing} suffix="not generated yet" />
              </>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
