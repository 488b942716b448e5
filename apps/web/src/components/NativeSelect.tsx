import TextField from '@mui/material/TextField';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** Shown but not choosable (the label should say why). */
  disabled?: boolean;
}

/**
 * A small labelled drop-down over the browser's own <select>: keyboard and screen-reader behaviour
 * come from the platform, and the list controls all look alike.
 */
export function NativeSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  minWidth = 150,
  helperText,
}: {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  /** Called with one of `options`' values. */
  onChange: (value: T) => void;
  minWidth?: number;
  /** A line under the field, tied to it for screen readers. */
  helperText?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value as T)}
      // Always shrunk: a native select shows its chosen option's text even when the value is empty
      // (a "Choose ..." prompt), which an unshrunk label would sit on top of.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
