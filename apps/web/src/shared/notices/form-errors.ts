import { useCallback } from 'react';
import { describeApiError } from '../../api/api-error';
import type { FieldErrors } from '../../components/use-field-errors';
import { useAppDispatch } from '../store/hooks';
import { errorToast } from './toast-slice';

/**
 * How a form reports a failed call, so each error is shown once: under the fields it concerns when
 * the form has them, else as a toast. The form's endpoint is `quiet` (the base query would toast
 * every error, and the form then showed a weak password or a refused card twice). A 401 is left to
 * the base query, which ends the session and says so.
 *
 * Returns the inline errors, for the form's `setErrors`.
 */
export function useReportFormError() {
  const dispatch = useAppDispatch();
  return useCallback(
    <K extends string>(error: unknown, inline: FieldErrors<K>): FieldErrors<K> => {
      if (Object.values(inline).some(Boolean)) return inline;
      const info = describeApiError(error);
      if (info.status !== 401) dispatch(errorToast(info.message));
      return inline;
    },
    [dispatch],
  );
}
