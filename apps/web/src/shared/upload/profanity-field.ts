import type { ProfanityFilter } from '@scriptloom/contracts';
import type { SelectOption } from '../../components/NativeSelect';

/** How each profanity filter mode is named wherever it is chosen (docs/product.md#profanity-filter). */
export const PROFANITY_FILTER_LABELS: Record<ProfanityFilter, string> = {
  mask: 'Mask it (b****)',
  remove: 'Remove it (struck out; restore it in the editor)',
  leave: 'Leave it as heard',
};

export const PROFANITY_FILTER_OPTIONS: readonly SelectOption<ProfanityFilter>[] = (
  Object.keys(PROFANITY_FILTER_LABELS) as ProfanityFilter[]
).map((value) => ({ value, label: PROFANITY_FILTER_LABELS[value] }));

export const PROFANITY_FILTER_HELP =
  'Words the recogniser was unsure of are always masked and marked for you to check, whatever you choose.';

/** The upload dialog's choice when it sends none: the account's setting. */
export const ACCOUNT_SETTING = '';

/** The dialog's options: the account's setting first (named, once the profile is read), then each mode. */
export function uploadProfanityOptions(account: ProfanityFilter | undefined): SelectOption<string>[] {
  const accountLabel = account
    ? `As in my account: ${PROFANITY_FILTER_LABELS[account].toLowerCase()}`
    : 'As in my account';
  return [{ value: ACCOUNT_SETTING, label: accountLabel }, ...PROFANITY_FILTER_OPTIONS];
}
