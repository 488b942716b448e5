import Alert from '@mui/material/Alert';

export const TEST_MODE_TEXT = 'Test mode: no real money is charged';

/** On the built-in test processor every billing screen says so, plainly. */
export function TestModeBanner({ testMode }: { testMode: boolean }) {
  if (!testMode) return null;
  return (
    // Always there, so not announced as an alert: a note read with the page.
    <Alert severity="warning" variant="outlined" role="note" sx={{ fontWeight: 600 }}>
      {TEST_MODE_TEXT}. Use a test card such as tok_visa.
    </Alert>
  );
}
