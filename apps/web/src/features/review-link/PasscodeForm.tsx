import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../api/api-error';
import { useUnlockReviewLinkMutation } from './review-link-api';

/** Asks for a link's passcode; the server answers a proof the page sends with its requests. */
export function PasscodeForm({ token, onUnlocked }: { token: string; onUnlocked: (proof: string) => void }) {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unlock, { isLoading }] = useUnlockReviewLinkMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passcode) {
      setError('Enter the passcode.');
      return;
    }
    const result = await unlock({ token, passcode });
    if (result.error !== undefined) {
      setError(describeApiError(result.error).message);
      return;
    }
    onUnlocked(result.data.proof);
  };
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ maxWidth: 400 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        This link needs a passcode
      </Typography>
      <TextField
        label="Passcode"
        type="password"
        value={passcode}
        onChange={(event) => {
          setPasscode(event.target.value);
          setError(null);
        }}
        autoFocus
        fullWidth
        error={Boolean(error)}
        helperText={error ?? 'Ask the person who sent you the link.'}
      />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={isLoading}>
        Open
      </Button>
    </Box>
  );
}
