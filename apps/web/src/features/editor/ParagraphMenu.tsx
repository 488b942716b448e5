import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface ParagraphMenuTarget {
  anchor: HTMLElement;
  paragraph: number;
}

interface ParagraphMenuProps {
  target: ParagraphMenuTarget | null;
  canMergePrevious: boolean;
  canMergeNext: boolean;
  /** The selection is a word of this paragraph other than its first. */
  canSplit: boolean;
  onClose: () => void;
  onSplit: () => void;
  onMergePrevious: () => void;
  onMergeNext: () => void;
  onSpeaker: () => void;
  onRenameSpeaker: () => void;
}

/** One menu for every paragraph ("More actions for paragraph N"), anchored to the button that opened it. */
export function ParagraphMenu({ target, onClose, ...props }: ParagraphMenuProps) {
  const item = (label: string, action: () => void, disabled = false) => (
    <MenuItem
      disabled={disabled}
      onClick={() => {
        onClose();
        action();
      }}
    >
      {label}
    </MenuItem>
  );
  return (
    <Menu anchorEl={target?.anchor ?? null} open={target !== null} onClose={onClose}>
      {item('Split at selected word', props.onSplit, !props.canSplit)}
      {item('Merge with previous paragraph', props.onMergePrevious, !props.canMergePrevious)}
      {item('Merge with next paragraph', props.onMergeNext, !props.canMergeNext)}
      {item('Speaker…', props.onSpeaker)}
      {item('Rename speaker…', props.onRenameSpeaker)}
    </Menu>
  );
}
