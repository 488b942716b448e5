import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { MenuIcon } from '../components/icons';
import { OWN_FILES_PATH, OWN_FILES_PATH_LABEL, WORKFLOWS_PATH } from '../shared/routes/paths';

interface NavTarget {
  label: string;
  to: string;
  /** Only the path itself is this page (the dashboard at `/`), not the pages under it. */
  end?: boolean;
}

/** The app bar's links: organisation members work in workflows (docs/product.md#workflows), personal users have none. */
export function mainLinks(member: boolean): NavTarget[] {
  if (!member) {
    return [
      { label: 'Dashboard', to: '/', end: true },
      { label: 'Account', to: '/account' },
    ];
  }
  return [
    { label: 'Workflows', to: WORKFLOWS_PATH },
    { label: 'Organisation', to: '/organisation' },
    // A member's own files, from before they joined: the organisation never sees them.
    { label: OWN_FILES_PATH_LABEL, to: OWN_FILES_PATH },
    { label: 'Account', to: '/account' },
  ];
}

/**
 * Below this width the links go into a menu. The most the bar ever holds (a member's four links,
 * the product name and "Sign out") needs about 720 px; a link must never shrink under its label.
 */
const MENU_BELOW = 'md';

const navButtonSx = {
  color: 'inherit',
  whiteSpace: 'nowrap',
  // A link keeps the width of its label: shrunk, labels printed over each other (issue 38).
  flexShrink: 0,
  px: 1.5,
  // NavLink marks the current page with aria-current; show it to sighted users too. A darker shade,
  // not a lighter one: white text on a lightened blue falls below a 4.5:1 contrast.
  '&[aria-current="page"]': { bgcolor: 'primary.dark' },
} as const;

/**
 * The main links: in a row where they fit, behind a "Menu" button on narrower screens (phones and
 * tablets held upright), for every kind of user. Only one of the two is displayed at a time; the
 * other is `display: none`, so assistive technology meets one "Main" navigation.
 */
export function MainNav({ member }: { member: boolean }) {
  const links = mainLinks(member);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: { xs: 'none', [MENU_BELOW]: 'flex' }, gap: 1, flexGrow: 1, minWidth: 0 }}
      >
        {links.map((link) => (
          <Button key={link.to} component={NavLink} to={link.to} end={link.end} sx={navButtonSx}>
            {link.label}
          </Button>
        ))}
      </Box>
      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: { xs: 'flex', [MENU_BELOW]: 'none' }, flexGrow: 1, minWidth: 0 }}
      >
        <Button
          id={buttonId}
          color="inherit"
          startIcon={<MenuIcon />}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: 1 }}
        >
          Menu
        </Button>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={close}
          slotProps={{ list: { 'aria-labelledby': buttonId } }}
        >
          {links.map((link) => (
            <MenuItem
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.end}
              onClick={close}
              sx={{ '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              {link.label}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    </>
  );
}
