import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../api/api-error';
import { formatDateTime } from '../files/format';
import { useCreateReviewLinkMutation, useListReviewLinksQuery, useRevokeReviewLinkMutation } from './share-api';

interface ShareDialogProps {
  fileId: string;
  title: string;
  onClose: () => void;
}

/** A date-time field's value (local time, `2030-01-31T12:00`) as the ISO instant the server takes. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * Review links of a file (docs/product.md#review-links): make one (view or comment, optional expiry
 * and passcode), copy its URL, which is shown only now, and see and revoke the file's links with
 * when each was last opened.
 */
export function ShareDialog({ fileId, title, onClose }: ShareDialogProps) {
  const links = useListReviewLinksQuery(fileId, { refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateReviewLinkMutation();
  const [revoke] = useRevokeReviewLinkMutation();
  const [access, setAccess] = useState<'view' | 'comment'>('comment');
  const [expires, setExpires] = useState('');
  const [passcode, setPasscode] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [errors, setErrors] = useState<{ message?: string; fields: Record<string, string> }>({ fields: {} });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = toInstant(expires);
    const result = await create({
      id: fileId,
      body: { access, ...(expiresAt && { expires_at: expiresAt }), ...(passcode && { passcode }) },
    });
    if (result.error !== undefined) {
      const info = describeApiError(result.error);
      setErrors({ message: info.message, fields: info.fields });
      return;
    }
    setErrors({ fields: {} });
    setMade(result.data.url);
    setCopied(false);
    setPasscode('');
  };

  const copy = async () => {
    if (!made) return;
    await navigator.clipboard.writeText(made).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title">Share “{title}” for review</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="New review link">
          <RadioGroup
            row
            aria-label="What the link allows"
            value={access}
            onChange={(event) => setAccess(event.target.value === 'view' ? 'view' : 'comment')}
          >
            <FormControlLabel value="comment" control={<Radio />} label="View and comment" />
            <FormControlLabel value="view" control={<Radio />} label="View only" />
          </RadioGroup>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Expires (optional)"
              type="datetime-local"
              value={expires}
              onChange={(event) => setExpires(event.target.value)}
              error={Boolean(errors.fields.expires_at)}
              helperText={errors.fields.expires_at ?? 'Never, when empty.'}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              label="Passcode (optional)"
              value={passcode}
              onChange={(event) => setPasscode(event.target.value)}
              error={Boolean(errors.fields.passcode)}
              helperText={errors.fields.passcode ?? 'At least 4 characters.'}
              autoComplete="off"
              fullWidth
            />
          </Stack>
          {errors.message && Object.keys(errors.fields).length === 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errors.message}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={creating.isLoading}>
            Create link
          </Button>
        </Box>
        {made ? (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            <Typography variant="body2" sx={{ mb: 1 }}>
              Copy the link now: it is shown only once.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                value={made}
                label="Review link"
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-url' } }}
                onFocus={(event) => event.target.select()}
              />
              <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
            </Stack>
          </Alert>
        ) : null}
        <Typography component="h3" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
          Links to this file
        </Typography>
        {links.isError ? <Alert severity="error">{describeApiError(links.error).message}</Alert> : null}
        {links.data && links.data.items.length === 0 ? (
          <Typography color="text.secondary">No links yet.</Typography>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Review links">
          {links.data?.items.map((link) => {
            const made = formatDateTime(link.created_at);
            return (
              <Box
                component="li"
                key={link.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
                data-testid="share-link"
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2">
                    {link.access === 'comment' ? 'View and comment' : 'View only'}
                    {link.has_passcode ? ' · passcode' : ''}
                    {link.expires_at
                      ? ` · ${link.expired ? 'expired' : 'expires'} ${formatDateTime(link.expires_at)}`
                      : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Made {made} ·{' '}
                    {link.last_opened_at ? `last opened ${formatDateTime(link.last_opened_at)}` : 'never opened'}
                  </Typography>
                </Box>
                <Button
                  color="error"
                  size="small"
                  aria-label={`Revoke the link made ${made}`}
                  onClick={() => void revoke({ id: fileId, linkId: link.id })}
                >
                  Revoke
                </Button>
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
