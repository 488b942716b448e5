import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useId, useState } from 'react';

interface TakeoverDialogProps {
  open: boolean;
  /** One workflow's title, or how many are selected. */
  subject: { title: string } | { count: number };
  /**
   * Whose pass the takeover can count: the names of the reviewers assigned to the one workflow, or
   * `any` for a selection (each workflow's own reviewers). Nothing to count (no reviewer, or a
   * workflow already in QA Review, whose pass was kept when it was submitted): an empty list.
   */
  reviewers: readonly string[] | 'any';
  /** Whether "count the pass" starts ticked: a pass under way (First Review) usually is the work done. */
  countByDefault: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (countPass: boolean) => void;
}

const namesText = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Asks before a QA takeover (docs/product.md#workflows) and lets QA count the reviewers' work as
 * their submitted pass (je_completion): that pass is what their hiring score is worked out from
 * once QA moves the workflow to Final Review. Without it the workflow gets no score.
 */
export function TakeoverDialog({
  open,
  subject,
  reviewers,
  countByDefault,
  pending,
  onCancel,
  onConfirm,
}: TakeoverDialogProps) {
  const [countPass, setCountPass] = useState(countByDefault);
  const helpId = useId();
  // Each opening starts from the default, not from the last one's choice.
  useEffect(() => {
    if (open) setCountPass(countByDefault);
  }, [open, countByDefault]);
  const canCount = reviewers === 'any' || reviewers.length > 0;
  const whose = reviewers === 'any' ? 'the assigned reviewers’' : `${namesText(reviewers)}’s`;
  const what = 'title' in subject ? `“${subject.title}”` : `${subject.count} selected workflows`;

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="takeover-title" aria-describedby="takeover-text">
      <DialogTitle id="takeover-title">Take over {what} for QA?</DialogTitle>
      <DialogContent>
        <DialogContentText id="takeover-text">
          You are added to the assignees and the review moves to QA Review; a workflow already in QA Review is only
          claimed. Reviewers can no longer edit it.
        </DialogContentText>
        {canCount ? (
          <>
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Checkbox
                  checked={countPass}
                  onChange={(event) => setCountPass(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': helpId } }}
                />
              }
              label={`Count ${whose} work as their submitted review`}
            />
            <FormHelperText id={helpId} sx={{ mx: 0 }}>
              The transcript as it is now is kept as their pass, and their accuracy score is worked out from it when QA
              moves the workflow to Final Review. Leave this off if their pass is not finished: the workflow then gets
              no score.
            </FormHelperText>
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" loading={pending} onClick={() => onConfirm(canCount && countPass)}>
          Take over
        </Button>
      </DialogActions>
    </Dialog>
  );
}
