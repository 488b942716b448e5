import TextField from '@mui/material/TextField';

interface Props {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string | undefined;
}

/** The 6-digit code from a mail: numeric keypad on phones, and browsers may fill it from the message. */
export function CodeField({ value, onChange, autoFocus, error, helperText }: Props) {
  return (
    <TextField
      label="6-digit code"
      name="code"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      required
      fullWidth
      value={value}
      // Pasted codes often carry spaces ("123 456"); only the digits matter.
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      helperText={helperText}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, style: { letterSpacing: '0.3em' } },
      }}
    />
  );
}
