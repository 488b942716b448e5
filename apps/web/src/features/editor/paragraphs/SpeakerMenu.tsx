import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Speaker } from '@scriptloom/contracts';

export interface SpeakerMenuTarget {
  anchor: HTMLElement;
  paragraph: number;
}

interface SpeakerMenuProps {
  target: SpeakerMenuTarget | null;
  /** The paragraph's speaker now. */
  current: string | null;
  speakers: readonly Speaker[];
  /** Speakers no paragraph uses: only these can leave the list. */
  unused: readonly string[];
  /** Shown beside "Next speaker", e.g. "Ctrl+'". */
  cycleKeys: string;
  onClose: () => void;
  onPick: (name: string) => void;
  onCycle: () => void;
  onAdd: () => void;
  onRename: () => void;
  onRemove: (name: string) => void;
}

/**
 * The speaker label's menu (docs/product.md#speakers): pick who speaks this paragraph, step to the
 * next speaker, add a new one, rename (everywhere or here), or take an unused name off the list.
 */
export function SpeakerMenu({ target, current, speakers, unused, cycleKeys, onClose, ...act }: SpeakerMenuProps) {
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      anchorEl={target?.anchor ?? null}
      open={target !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': 'Speaker of this paragraph' } }}
    >
      {speakers.map((speaker) => (
        <MenuItem
          key={speaker.name}
          selected={speaker.name === current}
          aria-current={speaker.name === current ? 'true' : undefined}
          onClick={run(() => act.onPick(speaker.name))}
        >
          <ListItemIcon aria-hidden>{speaker.name === current ? '✓' : ''}</ListItemIcon>
          <ListItemText>{speaker.name}</ListItemText>
        </MenuItem>
      ))}
      {speakers.length > 0 ? <Divider /> : null}
      <MenuItem disabled={speakers.length === 0} onClick={run(act.onCycle)}>
        <ListItemText secondary={cycleKeys}>Next speaker</ListItemText>
      </MenuItem>
      <MenuItem onClick={run(act.onAdd)}>New speaker…</MenuItem>
      <MenuItem onClick={run(act.onRename)}>Rename speaker…</MenuItem>
      {unused.map((name) => (
        <MenuItem key={`remove-${name}`} onClick={run(() => act.onRemove(name))}>
          Remove “{name}” from the list (not used)
        </MenuItem>
      ))}
    </Menu>
  );
}
