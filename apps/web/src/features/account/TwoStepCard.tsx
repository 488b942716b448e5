import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@scriptloom/contracts';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useSetTwoStepMutation } from './account-api';

/** Two-step sign-in: a code by mail on every sign-in. Needs a verified address to send it to. */
export function TwoStepCard({ profile }: { profile: UserProfile }) {
  const dispatch = useAppDispatch();
  const [setTwoStep, { isLoading, originalArgs }] = useSetTwoStepMutation();
  // Show the requested position while the server answers, so the switch moves under the finger.
  const checked = isLoading && originalArgs ? originalArgs.enabled : profile.two_step_enabled;
  // Turning it off stays possible even if the address later became unverified.
  const blocked = !profile.email_verified && !profile.two_step_enabled;

  const toggle = async (enabled: boolean) => {
    try {
      const answer = await setTwoStep({ enabled }).unwrap();
      dispatch(successToast(answer.success));
    } catch {
      // The base query has shown the server's reason.
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Sign-in security
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={isLoading || blocked}
            onChange={(event) => void toggle(event.target.checked)}
          />
        }
        label="Two-step sign-in"
      />
      <FormHelperText id="two-step-help" sx={{ mx: 0 }}>
        {blocked
          ? 'Verify your email address to turn this on.'
          : 'When on, each sign-in also asks for a 6-digit code we email you.'}
      </FormHelperText>
    </Paper>
  );
}
