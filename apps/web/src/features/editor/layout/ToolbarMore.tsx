import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export interface MoreAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Opens a dialog (said to assistive technology as the item's popup). */
  dialog?: boolean;
}

/**
 * The toolbar's less frequent commands behind one `More` button on a narrow screen, where each
 * would otherwise take a row of its own above the transcript (docs/product.md#on-phones-and-tablets).
 */
export function ToolbarMore({ actions }: { actions: MoreAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        More
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            aria-haspopup={action.dialog ? 'dialog' : undefined}
            onClick={() => {
              close();
              action.onClick();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
