import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { modLabel, SHORTCUTS, TEXT_KEYS } from '../input/shortcuts';

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The shortcut table, from the same list the key handler uses. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const mod = modLabel(typeof navigator === 'undefined' ? '' : navigator.platform);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" fullWidth maxWidth="sm">
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      {/* The list scrolls on short screens: focusable, so the keys can scroll it too. */}
      <DialogContent tabIndex={0}>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {[...TEXT_KEYS.map((keys, i) => ({ ...keys, id: `text-${i}` })), ...SHORTCUTS].map((shortcut) => (
              <TableRow key={shortcut.id}>
                <TableCell sx={{ whiteSpace: 'nowrap', width: '35%' }}>
                  {shortcut.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 ? ' + ' : ''}
                      <kbd>{key === 'Mod' ? mod : key}</kbd>
                    </span>
                  ))}
                </TableCell>
                <TableCell>{shortcut.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
