import { VERSION_CONFLICT, VersionConflictBody } from '@scriptloom/contracts';
import { describeApiError } from '../../../api/api-error';

/** The server's current version when a write failed because the editor's version is stale, else null. */
export function conflictVersion(error: unknown): number | null {
  if (describeApiError(error).code !== VERSION_CONFLICT) return null;
  const parsed = VersionConflictBody.safeParse((error as { data?: unknown }).data);
  return parsed.success ? parsed.data.current_version : null;
}

/** The product's fixed words (docs/product.md#versions-and-saving), then what the server said (the fixed texts end with a space for this). */
export const failureText = (prefix: string, error: unknown) => `${prefix}${describeApiError(error).message}`;
