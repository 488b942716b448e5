import { useState } from 'react';

/**
 * A modal is closed by setting its subject to null, but it keeps showing that subject while it fades
 * out; this remembers the last one it was given.
 */
export function useLast<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
