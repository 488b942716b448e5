import Button, { type ButtonProps } from '@mui/material/Button';

/** A form's submit button: disabled with a spinner while its request runs, so it cannot be sent twice. */
export function SubmitButton({ pending, children, ...rest }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" loading={pending} disabled={pending} {...rest}>
      {children}
    </Button>
  );
}
