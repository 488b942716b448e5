import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import type { Comment } from '@scriptloom/contracts';
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
  /** The paragraph's comments, each with its edit and delete (their buttons are not tab stops). */
  comments: readonly Comment[];
  onComment: (action: 'comment-edit' | 'comment-delete', commentId: string) => void;
}

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** One menu for every paragraph ("More actions for paragraph N"), anchored to the button that opened it. */
export function ParagraphMenu({ target, onClose, ...props }: ParagraphMenuProps) {
  const item = (label: string, action: () => void, disabled = false, key = label) => (
    <MenuItem
      key={key}
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
      {props.comments.length > 0 ? <Divider /> : null}
      {props.comments.flatMap((comment) => [
        item(
          `Edit comment “${short(comment.comment)}”`,
          () => props.onComment('comment-edit', comment.id),
          false,
          `edit-${comment.id}`,
        ),
        item(
          `Delete comment “${short(comment.comment)}”`,
          () => props.onComment('comment-delete', comment.id),
          false,
          `delete-${comment.id}`,
        ),
      ])}
    </Menu>
  );
}
