import { OrgRoleName } from '@scriptloom/contracts';
import { ROLE_LABELS } from '../organisations/roles';

/** The scores carry the role as plain text; a role this app does not know yet is shown as sent. */
export function roleLabel(role: string): string {
  const parsed = OrgRoleName.safeParse(role);
  return parsed.success ? ROLE_LABELS[parsed.data] : role;
}
