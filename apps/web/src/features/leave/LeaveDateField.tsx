import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LeaveDate } from '@scriptloom/contracts';
import { useRef, useState } from 'react';
import { CalendarIcon } from '../../components/icons';
import { formatLeaveDate, parseLeaveDate } from './leave-form';

interface LeaveDateFieldProps {
  label: string;
  name: string;
  /** `YYYY-MM-DD`, '' for none, or text that is not a day yet (as typed). */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  /** The earliest day the calendar offers, `YYYY-MM-DD`. */
  min?: string;
}

const isDay = (value: string) => LeaveDate.safeParse(value).success;

/**
 * A day, typed and shown as the leave pages show days ("27 Nov 2026"), with the browser's calendar
 * one button away. A native date input alone shows the browser's own format (11/27/2026 in
 * American English) next to lists that say "27 Nov 2026".
 */
export function LeaveDateField({ label, name, value, onChange, error, helperText, min }: LeaveDateFieldProps) {
  const [text, setText] = useState(() => (isDay(value) ? formatLeaveDate(value) : value));
  const [shown, setShown] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  // A day set from outside (a calendar pick, the form cleared, a first day moving the last) is
  // written out in the pages' format; what the person is typing is left as it is.
  if (value !== shown) {
    setShown(value);
    if (value !== (parseLeaveDate(text) ?? text.trim())) setText(isDay(value) ? formatLeaveDate(value) : value);
  }

  const type = (next: string) => {
    setText(next);
    const day = parseLeaveDate(next);
    const passed = day ?? next.trim();
    setShown(passed);
    onChange(passed);
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        label={label}
        name={name}
        value={text}
        required
        error={error}
        helperText={helperText ?? 'For example 27 Nov 2026'}
        onChange={(event) => type(event.target.value)}
        // Once the field is left, a day typed another way (27/11/2026) reads as the pages show it.
        onBlur={() => {
          const day = parseLeaveDate(text);
          if (day) setText(formatLeaveDate(day));
        }}
        autoComplete="off"
        sx={{ minWidth: 200 }}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={`Choose the ${label.toLowerCase()} from a calendar`}
                  onClick={() => picker.current?.showPicker?.()}
                >
                  <CalendarIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {/* The browser's calendar, opened by the button: out of sight and out of the tab order, since
          the text field above is the one way to type a day. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={isDay(value) ? value : ''}
        min={min}
        onChange={(event) => {
          if (!event.target.value) return;
          setText(formatLeaveDate(event.target.value));
          onChange(event.target.value);
        }}
        style={{ position: 'absolute', left: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
    </Box>
  );
}
