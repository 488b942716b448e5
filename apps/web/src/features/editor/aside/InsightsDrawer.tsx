import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../../components/CloseIcon';
import { InsightsIcon } from '../../../components/icons';

interface InsightsDrawerProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Find matches in the summary and chapters, which are out of sight while the drawer is closed. */
  matchCount: number;
  children: ReactNode;
}

/**
 * On narrow screens the insights wait behind one button above the transcript and open in a sheet
 * from the bottom, so the player and the transcript come first. The sheet stays mounted while
 * closed: a summary being edited keeps its draft, and find still reaches its matches.
 */
export function InsightsDrawer({ open, onOpen, onClose, matchCount, children }: InsightsDrawerProps) {
  const matches = matchCount > 0 ? ` (${matchCount} ${matchCount === 1 ? 'match' : 'matches'} of find)` : '';
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', order: 0 }}>
        <Badge badgeContent={matchCount} color="primary" overlap="rectangular">
          <Button
            variant="outlined"
            size="small"
            startIcon={<InsightsIcon />}
            onClick={onOpen}
            aria-haspopup="dialog"
            aria-label={`Insights: summary, chapters, keywords, entities and quotes${matches}`}
            data-testid="insights-open"
          >
            Insights
          </Button>
        </Badge>
      </Box>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={onClose}
        keepMounted
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'insights-drawer-title',
            sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Box
          data-testid="insights-drawer-head"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 1,
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id="insights-drawer-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            Insights
          </Typography>
          <IconButton aria-label="Close insights" onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ p: 2 }}>{children}</Box>
      </Drawer>
    </>
  );
}
