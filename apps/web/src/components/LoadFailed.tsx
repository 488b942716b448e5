import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list that could not be loaded, with a way to try again (the reason was shown as a notice). */
export function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Try again
        </Button>
      }
    >
      {what} could not be loaded.
    </Alert>
  );
}
