import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useState } from 'react';
import { NativeSelect } from '../../components/NativeSelect';

type Verdict = 'valid' | 'invalid';

interface ValidateReviewDialogProps {
  open: boolean;
  title: string;
  /** The reviewers assigned to the workflow, whose pass may be judged (at least one). */
  reviewers: readonly { id: string; name: string }[];
  pending: boolean;
  onCancel: () => void;
  onConfirm: (verdict: { userId: string; valid: boolean }) => void;
}

/**
 * QA or an admin says whether a reviewer's pass holds up (`POST .../validate`,
 * docs/product.md#workflows). The verdict goes into the workflow's history; it changes neither the
 * status nor the score. Nothing is chosen for them: the verdict must be picked.
 */
export function ValidateReviewDialog({
  open,
  title,
  reviewers,
  pending,
  onCancel,
  onConfirm,
}: ValidateReviewDialogProps) {
  const [userId, setUserId] = useState(reviewers[0]?.id ?? '');
  const [verdict, setVerdict] = useState<Verdict | ''>('');
  const labelId = useId();
  const firstReviewer = reviewers[0]?.id ?? '';
  // Each opening starts afresh: the first reviewer, no verdict.
  useEffect(() => {
    if (!open) return;
    setUserId(firstReviewer);
    setVerdict('');
  }, [open, firstReviewer]);

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="validate-title" aria-describedby="validate-text">
      <DialogTitle id="validate-title">Validate the review of “{title}”</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="validate-text">
            Say whether the reviewer’s pass holds up. The verdict is recorded in the workflow’s history; the status and
            the score stay as they are.
          </DialogContentText>
          {reviewers.length > 1 ? (
            <NativeSelect
              label="Reviewer"
              value={userId}
              options={reviewers.map((r) => ({ value: r.id, label: r.name }))}
              onChange={setUserId}
              minWidth={220}
            />
          ) : null}
          <FormControl>
            <FormLabel id={labelId}>
              {reviewers.length === 1 ? `${reviewers[0]!.name}’s review` : 'The review'}
            </FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              value={verdict}
              onChange={(event) => setVerdict(event.target.value as Verdict)}
            >
              <FormControlLabel value="valid" control={<Radio />} label="Holds up: mark it validated" />
              <FormControlLabel value="invalid" control={<Radio />} label="Does not hold up: mark it not validated" />
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          loading={pending}
          disabled={verdict === '' || !userId}
          onClick={() => onConfirm({ userId, valid: verdict === 'valid' })}
        >
          Record the verdict
        </Button>
      </DialogActions>
    </Dialog>
  );
}
