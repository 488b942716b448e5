import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { describeApiError } from '../../api/api-error';
import { useDecideThroughLinkMutation } from './review-link-api';
import { rememberName, rememberedName } from './remembered-name';

/** A workflow's link: the customer approves or asks for changes, with a note (docs/product.md#review-links). */
export function DecisionForm({ token, proof }: { token: string; proof: string | null }) {
  const [name, setName] = useState(rememberedName);
  const [note, setNote] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [decide, { isLoading }] = useDecideThroughLinkMutation();
  const send = async (decision: 'approve' | 'request_changes') => {
    const result = await decide({ token, proof, body: { decision, name, ...(note.trim() && { note }) } });
    if (result.error !== undefined) {
      const info = describeApiError(result.error);
      setAnswer({ ok: false, message: Object.values(info.fields)[0] ?? info.message });
      return;
    }
    rememberName(name.trim());
    setAnswer({ ok: true, message: result.data.success });
  };
  return (
    <Box
      component="section"
      aria-labelledby="link-decision-title"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="link-decision-title" component="h2" variant="h6">
        Your decision
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField label="Your name" value={name} onChange={(e) => setName(e.target.value)} size="small" />
        <TextField
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          size="small"
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" loading={isLoading} disabled={!name.trim()} onClick={() => void send('approve')}>
          Approve
        </Button>
        <Button variant="outlined" disabled={!name.trim() || isLoading} onClick={() => void send('request_changes')}>
          Request changes
        </Button>
      </Stack>
      {answer ? (
        <Alert severity={answer.ok ? 'success' : 'error'} sx={{ mt: 1 }} role="status">
          {answer.message}
        </Alert>
      ) : null}
    </Box>
  );
}
