import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UpdateProfileRequest, type ProfanityFilter, type UserProfile } from '@scriptloom/contracts';
import { useState, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useReportFormError } from '../../shared/notices/form-errors';
import { Form } from '../../components/Form';
import { SubmitButton } from '../../components/SubmitButton';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useUpdateProfileMutation } from './account-api';
import { NativeSelect } from '../../components/NativeSelect';
import { PROFANITY_FILTER_HELP, PROFANITY_FILTER_OPTIONS } from '../../shared/upload/profanity-field';

type Field = 'first_name' | 'last_name' | 'podcast_name' | 'company_name' | 'bio' | 'vocabulary' | 'profanity_filter';
const FIELDS: readonly Field[] = [
  'first_name',
  'last_name',
  'podcast_name',
  'company_name',
  'bio',
  'vocabulary',
  'profanity_filter',
];

/** The form's text per field; the vocabulary is edited as one term per line. */
function pick(profile: UserProfile): Record<Field, string> {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const value = profile[field];
      return [field, Array.isArray(value) ? value.join('\n') : value];
    }),
  ) as Record<Field, string>;
}

/**
 * The editable part of the profile (docs/product.md#profile: first_name, last_name, podcast_name,
 * company_name, bio, the vocabulary, and the profanity filter).
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const dispatch = useAppDispatch();
  const report = useReportFormError();
  const [values, setValues] = useState(() => pick(profile));
  const { setErrors, clear, fieldProps } = useFieldErrors<Field>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((previous) => ({ ...previous, [field]: event.target.value }));
      clear(field);
    },
    fullWidth: true,
  });

  const submit = async () => {
    const parsed = UpdateProfileRequest.safeParse(values);
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await updateProfile(parsed.data).unwrap();
      // Show what the server kept (it trims), and its own words for the notice.
      setValues(pick(answer.profile));
      dispatch(successToast(answer.success));
    } catch (error) {
      setErrors(report(error, serverFieldErrors(error, FIELDS)));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Profile
      </Typography>
      <Form onSubmit={() => void submit()} aria-label="Profile">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label="First name"
            autoComplete="given-name"
            autoFocus
            required
            {...bind('first_name')}
            {...fieldProps('first_name')}
          />
          <TextField label="Last name" autoComplete="family-name" {...bind('last_name')} {...fieldProps('last_name')} />
        </Stack>
        <Box>
          <TextField
            label="Email"
            value={profile.email}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText="Your sign-in address cannot be changed here."
          />
          <Chip
            size="small"
            sx={{ mt: 1 }}
            color={profile.email_verified ? 'success' : 'warning'}
            label={profile.email_verified ? 'Email verified' : 'Email not verified'}
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField label="Podcast name" {...bind('podcast_name')} {...fieldProps('podcast_name')} />
          <TextField
            label="Company name"
            autoComplete="organization"
            {...bind('company_name')}
            {...fieldProps('company_name')}
          />
        </Stack>
        <TextField
          label="Bio"
          multiline
          minRows={3}
          {...bind('bio')}
          {...fieldProps('bio', `${values.bio.length} / 2000 characters`)}
        />
        <TextField
          label="Names and terms"
          multiline
          minRows={3}
          {...bind('vocabulary')}
          {...fieldProps(
            'vocabulary',
            'Names, places and products you often say, one per line: every upload is recognised and spelled with them.',
          )}
        />
        <NativeSelect
          label="Profanity in transcripts"
          // The form keeps text per field; this one only ever holds a mode.
          value={values.profanity_filter as ProfanityFilter}
          options={PROFANITY_FILTER_OPTIONS}
          onChange={(value) => {
            setValues((previous) => ({ ...previous, profanity_filter: value }));
            clear('profanity_filter');
          }}
          minWidth={320}
          helperText={fieldProps('profanity_filter', PROFANITY_FILTER_HELP).helperText}
        />
        <Box>
          <SubmitButton pending={isLoading}>Save profile</SubmitButton>
        </Box>
      </Form>
    </Paper>
  );
}
