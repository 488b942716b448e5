import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { describeApiError } from '../../../api/api-error';
import { VersionList } from './VersionList';
import { VersionPreview } from './VersionPreview';
import { useListVersionsQuery } from './versions-api';

export interface VersionHistoryDialogProps {
  fileId: string;
  open: boolean;
  onClose: () => void;
  /**
   * Restores the version; resolves true when the editor now holds it (the dialog then closes). The
   * caller makes the request, since it holds the document's version and adopts the answer, and it
   * reports a failure itself.
   */
  onRestore: (versionId: string) => Promise<boolean>;
}

/** The transcript's saved versions (docs/product.md#version-history): pick one, see how it began, restore it. */
export function VersionHistoryDialog({ fileId, open, onClose, onRestore }: VersionHistoryDialogProps) {
  const [busy, setBusy] = useState(false);
  // While a restore is under way the dialog stays, so its outcome is seen where it was asked for.
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="version-history-title" fullWidth maxWidth="md">
      <DialogTitle id="version-history-title">Version history</DialogTitle>
      {open ? (
        <HistoryBody fileId={fileId} busy={busy} setBusy={setBusy} onClose={onClose} onRestore={onRestore} />
      ) : null}
    </Dialog>
  );
}

function HistoryBody({
  fileId,
  busy,
  setBusy,
  onClose,
  onRestore,
}: Omit<VersionHistoryDialogProps, 'open'> & { busy: boolean; setBusy: (busy: boolean) => void }) {
  // Mounted only while the dialog is open, so every opening asks for the history afresh.
  const list = useListVersionsQuery(fileId, { refetchOnMountOrArgChange: true });
  const versions = list.data?.versions ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selected = versions.find((v) => v.id === chosenId) ?? versions[0] ?? null;
  const isCurrent = selected !== null && selected.version === list.data?.current_version;

  const restore = async () => {
    if (!selected || isCurrent) return;
    setBusy(true);
    try {
      if (await onRestore(selected.id)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent dividers>
        {list.isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading the versions" />
          </Box>
        ) : list.isError ? (
          <Alert severity="error">{describeApiError(list.error).message}</Alert>
        ) : versions.length === 0 ? (
          <Typography color="text.secondary">
            No versions yet. Each save is kept from the first one on, with the transcript as it was before it.
          </Typography>
        ) : (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' } }}
          >
            <Box sx={{ overflowY: 'auto', maxHeight: '55vh' }}>
              <VersionList
                versions={versions}
                currentVersion={list.data?.current_version ?? null}
                selectedId={selected?.id ?? null}
                onSelect={setChosenId}
              />
            </Box>
            <VersionPreview fileId={fileId} item={selected} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {isCurrent
            ? 'This is the current version.'
            : 'Restoring keeps the current transcript in the history, so it can be restored again.'}
        </Typography>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button
          variant="contained"
          onClick={() => void restore()}
          disabled={!selected || isCurrent || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
        >
          {busy ? 'Restoring…' : 'Restore this version'}
        </Button>
      </DialogActions>
    </>
  );
}
