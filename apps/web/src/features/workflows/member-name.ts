import { leaveSpan, type Member } from '@scriptloom/contracts';
import type { SelectOption } from '../../components/NativeSelect';

/** "Ada Lovelace (QA)", or the email when the member has no name yet. */
export function memberName(member: Pick<Member, 'first_name' | 'last_name' | 'email' | 'org_role'>): string {
  const name = `${member.first_name} ${member.last_name}`.trim() || member.email;
  return `${name} (${ROLE_LABELS[member.org_role]})`;
}

const ROLE_LABELS: Record<Member['org_role'], string> = { admin: 'Admin', qa: 'QA', reviewer: 'Reviewer' };

/**
 * A member picker's options: a "Choose a member" prompt (the empty value), then each member; one on
 * leave today is shown with the day they are back from, and cannot be chosen (docs/product.md#leave).
 */
export function memberOptions(members: readonly Member[]): SelectOption<string>[] {
  return [
    { value: '', label: 'Choose a member' },
    ...members.map((m) =>
      m.on_leave_until
        ? {
            value: m.id,
            label: `${memberName(m)}, on leave until ${leaveSpan(m.on_leave_until, m.on_leave_until)}`,
            disabled: true,
          }
        : { value: m.id, label: memberName(m) },
    ),
  ];
}

/**
 * The workflow's assignees who are reviewers in the organisation's member list: whose pass a
 * takeover can count and whose review can be validated. Empty until the list has loaded.
 */
export function assignedReviewers(
  assignees: readonly { id: string; name: string }[],
  members: readonly Pick<Member, 'id' | 'org_role'>[] | undefined,
): { id: string; name: string }[] {
  const reviewers = new Set((members ?? []).filter((m) => m.org_role === 'reviewer').map((m) => m.id));
  return assignees.filter((a) => reviewers.has(a.id));
}
