import type { Caller, UserRow } from '@scriptloom/db';

/**
 * The caller the repositories' access rule sees for a person. When organisation roles arrive, they
 * are read from the user row here, and every service passes them on without further change.
 */
export const callerOf = (user: Pick<UserRow, 'id'>): Caller => ({ userId: user.id });
