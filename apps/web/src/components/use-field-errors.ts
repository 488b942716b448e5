import { useCallback, useState } from 'react';
import { describeApiError } from '../api/api-error';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** First message per top-level field, from a zod (contracts) validation failure. */
export function issuesToFieldErrors<K extends string>(issues: readonly Issue[]): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<K>;
}

/**
 * Field-level errors from a failed call: the server's per-field validation messages for the fields
 * this form has, plus its message under the field that an error code is about (e.g. EMAIL_TAKEN -> email).
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
  codes: Partial<Record<string, K>> = {},
): FieldErrors<K> {
  const info = describeApiError(error);
  const errors: FieldErrors<K> = {};
  for (const field of fields) {
    const message = info.fields[field];
    if (message) errors[field] = message;
  }
  const target = info.code ? codes[info.code] : undefined;
  if (target && !errors[target]) errors[target] = info.message;
  return errors;
}

/** Field-level error messages for a form, cleared per field as soon as the user edits that field. */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const clear = useCallback((field: K) => {
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);
  /** TextField props for one field: error flag and helper text (keeps a hint when there is no error). */
  const fieldProps = (field: K, hint?: string) => ({
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint,
  });
  /**
   * Everything a controlled TextField needs for one field: its value, a change handler that also
   * clears the field's server error, and the error props.
   */
  const bind = (field: K, value: string, setValue: (value: string) => void, hint?: string) => ({
    name: field,
    value,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      clear(field);
    },
    ...fieldProps(field, hint),
  });
  return { errors, setErrors, clear, fieldProps, bind };
}
