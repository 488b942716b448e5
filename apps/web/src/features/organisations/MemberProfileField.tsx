import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { UpdateProfileRequest } from '@scriptloom/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useReportFormError } from '../../shared/notices/form-errors';
import { issuesToFieldErrors, serverFieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useUpdateMemberProfileMutation } from './organisations-api';

/** The profile fields an admin edits for a member (docs/product.md#organisations). */
export type MemberProfileFieldName = 'first_name' | 'last_name' | 'podcast_name' | 'company_name' | 'bio';

interface Props {
  memberId: string;
  field: MemberProfileFieldName;
  label: string;
  /** The value the server holds. */
  stored: string;
  multiline?: boolean;
  required?: boolean;
  /** Shown under the field while there is no error. */
  hint?: (draft: string) => string;
}

/**
 * One field of a member's profile with its own Save: each change is one `POST /v1/user/profile`
 * `{field, user_id}`, as the specification has it, so a refused value never holds back the others.
 * Enter in a one-line field saves it. The server's answer is shown as it words it: its success text
 * as a notice, its refusal under the field (a field's validation) or as a notice (anything else).
 */
export function MemberProfileField({ memberId, field, label, stored, multiline, required, hint }: Props) {
  const dispatch = useAppDispatch();
  const report = useReportFormError();
  const [draft, setDraft] = useState(stored);
  // A new value from the server (this save's answer, trimmed, or a fresh read) replaces the draft;
  // done while rendering rather than by remounting, so the field keeps the keyboard's focus.
  const [shown, setShown] = useState(stored);
  if (stored !== shown) {
    setShown(stored);
    setDraft(stored);
  }
  const { setErrors, bind } = useFieldErrors<MemberProfileFieldName>();
  const [update, { isLoading }] = useUpdateMemberProfileMutation();

  const save = async () => {
    if (isLoading) return;
    // The contract's own rules (length, an empty first name) are said before anything is sent.
    const parsed = UpdateProfileRequest.safeParse({ [field]: draft });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    try {
      const answer = await update({ ...parsed.data, user_id: memberId }).unwrap();
      dispatch(successToast(answer.success));
    } catch (error) {
      setErrors(report(error, serverFieldErrors(error, [field])));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={label}
        required={required}
        fullWidth
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        {...bind(field, draft, setDraft, hint?.(draft))}
      />
      <Button
        type="submit"
        variant="outlined"
        aria-label={`Save ${label.toLowerCase()}`}
        loading={isLoading}
        disabled={isLoading}
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
      >
        Save
      </Button>
    </Stack>
  );
}
