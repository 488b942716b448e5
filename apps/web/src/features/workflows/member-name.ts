import type { Member } from '@scriptloom/contracts';

/** "Ada Lovelace (QA)", or the email when the member has no name yet. */
export function memberName(member: Pick<Member, 'first_name' | 'last_name' | 'email' | 'org_role'>): string {
  const name = `${member.first_name} ${member.last_name}`.trim() || member.email;
  return `${name} (${ROLE_LABELS[member.org_role]})`;
}

const ROLE_LABELS: Record<Member['org_role'], string> = { admin: 'Admin', qa: 'QA', reviewer: 'Reviewer' };
