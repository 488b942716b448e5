import { ORG_ROLE_LABELS, OrgRoleName } from '@scriptloom/contracts';

/** The scores carry the role as plain text; a role this app does not know yet is shown as sent. */
export function roleLabel(role: string): string {
  const parsed = OrgRoleName.safeParse(role);
  return parsed.success ? ORG_ROLE_LABELS[parsed.data] : role;
}
