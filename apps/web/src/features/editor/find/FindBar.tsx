import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../components/CloseIcon';
import { useReadOnly } from '../../../components/read-only';

/** Typing pauses this long before find runs: each keystroke only updates the box. */
export const FIND_DEBOUNCE_MS = 120;

export interface FindQuery {
  text: string;
  caseSensitive: boolean;
}

interface FindBarProps {
  /** Bumped to move focus to the find box (Ctrl/Cmd+F while the bar is already open). */
  focusRequest: number;
  /** "3 of 12" */
  countText: string;
  hasMatches: boolean;
  busy: boolean;
  /** `thenStep`: Enter was pressed on a query not searched yet; move to its first (or last) match. */
  onQuery: (query: FindQuery, thenStep?: 1 | -1) => void;
  onStep: (direction: 1 | -1) => void;
  onReplace: (replacement: string) => void;
  /** Resolves true when the server replaced everything: the boxes are then cleared. */
  onReplaceAll: (query: FindQuery, replacement: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Find (a regular expression, searched literally when it is not valid) and replace. The boxes keep
 * their own state, so a keystroke re-renders this bar only; the editor hears the query after a short
 * pause and searches transcript, summary and chapters.
 */
export function FindBar({
  focusRequest,
  countText,
  hasMatches,
  busy,
  onQuery,
  onStep,
  onReplace,
  onReplaceAll,
  onClose,
}: FindBarProps) {
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const findInput = useRef<HTMLInputElement>(null);
  const sent = useRef<FindQuery>({ text: '', caseSensitive: false });

  /** Sends the query unless it was sent already; false when there was nothing new to send. */
  const send = (query: FindQuery, thenStep?: 1 | -1): boolean => {
    if (query.text === sent.current.text && query.caseSensitive === sent.current.caseSensitive) return false;
    sent.current = query;
    onQuery(query, thenStep);
    return true;
  };

  useEffect(() => {
    const timer = setTimeout(() => send({ text: find, caseSensitive }), FIND_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `send` only reads refs and the stable onQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [find, caseSensitive]);

  useEffect(() => {
    findInput.current?.focus();
    findInput.current?.select();
  }, [focusRequest]);

  const handleFindKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const direction = event.shiftKey ? -1 : 1;
      // Enter right after typing: search what is in the box now and go to its first match.
      if (!send({ text: find, caseSensitive }, direction)) onStep(direction);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const readOnly = useReadOnly() !== null;
  const replaceAll = async () => {
    const query = { text: find, caseSensitive };
    send(query);
    if (await onReplaceAll(query, replacement)) {
      setFind('');
      setReplacement('');
      send({ text: '', caseSensitive });
    }
  };

  return (
    <Stack
      role="search"
      aria-label={readOnly ? 'Find' : 'Find and replace'}
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, pt: 1.5 }}
    >
      <TextField
        size="small"
        label="Find"
        value={find}
        onChange={(event) => setFind(event.target.value)}
        inputRef={findInput}
        data-testid="find-input"
        slotProps={{ htmlInput: { onKeyDown: handleFindKey, 'aria-describedby': 'find-count', maxLength: 1000 } }}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <Typography
        id="find-count"
        variant="body2"
        data-testid="match-count"
        aria-live="polite"
        sx={{ minWidth: 72, fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
      >
        {countText}
      </Typography>
      <Button size="small" onClick={() => onStep(-1)} disabled={!hasMatches} aria-label="Previous match">
        Previous
      </Button>
      <Button size="small" onClick={() => onStep(1)} disabled={!hasMatches} aria-label="Next match">
        Next
      </Button>
      <FormControlLabel
        control={<Switch size="small" checked={caseSensitive} onChange={(_e, checked) => setCaseSensitive(checked)} />}
        label="Match case"
        sx={{ mr: 1 }}
      />
      {readOnly ? null : (
        <>
          <TextField
            size="small"
            label="Replace with"
            value={replacement}
            onChange={(event) => setReplacement(event.target.value)}
            data-testid="replace-input"
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
          <Button size="small" variant="outlined" onClick={() => onReplace(replacement)} disabled={!hasMatches || busy}>
            Replace
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void replaceAll()}
            disabled={!find.trim() || !hasMatches || busy}
          >
            Replace all
          </Button>
        </>
      )}
      <IconButton size="small" onClick={onClose} aria-label="Close find and replace" sx={{ ml: 'auto' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
