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
        // A darker orange than the theme's warning colour: small text needs 4.5:1 against white.
        sx={{
          color: '#A04500',
          borderColor: '#A04500',
          '&:focus-visible': { outline: '2px solid', outlineColor: '#A04500', outlineOffset: 1 },
        }}
      />
    </Tooltip>
  );
}
