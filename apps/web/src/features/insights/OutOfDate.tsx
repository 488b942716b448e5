import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** Why content is marked out of date (docs/product.md#out-of-date-content). */
export const OUT_OF_DATE_REASON = 'The transcript or speakers changed since this was made.';

/**
 * The "Out of date" mark. It can take the keyboard focus, so the reason in its tooltip can be read
 * without a mouse too; a screen reader hears the reason as the mark's description.
 */
export function OutOfDateChip({ testId }: { testId?: string }) {
  return (
    <Tooltip title={OUT_OF_DATE_REASON} describeChild>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label="Out of date"
        tabIndex={0}
        data-testid={testId}
        sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'warning.main', outlineOffset: 1 } }}
      />
    </Tooltip>
  );
}
