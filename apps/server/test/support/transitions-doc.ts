import fs from 'node:fs';
import {
  WORKFLOW_STATUS_DISPLAY,
  WORKFLOW_STATUSES,
  type OrgRoleName,
  type WorkflowStatus,
} from '@scriptloom/contracts';

/**
 * The status moves as docs/product.md#workflow-statuses writes them (the table between the
 * `workflow-transitions` markers): the expected answers of the status tests, read from the
 * product's reference rather than from the code under test.
 */

const doc = fs.readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');

const byLabel = new Map(WORKFLOW_STATUSES.map((s) => [WORKFLOW_STATUS_DISPLAY[s].label, s]));
const ROLE_WORDS: Record<string, OrgRoleName> = { admin: 'admin', qa: 'qa', reviewer: 'reviewer' };

export interface DocumentedMove {
  from: WorkflowStatus;
  to: WorkflowStatus;
  roles: OrgRoleName[];
}

export function documentedMoves(): DocumentedMove[] {
  const block = /<!-- workflow-transitions:start -->([\s\S]*?)<!-- workflow-transitions:end -->/.exec(doc)?.[1];
  if (!block) throw new Error('docs/product.md has no workflow-transitions table');
  const moves: DocumentedMove[] = [];
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const from = byLabel.get(cells[1] ?? '');
    const to = byLabel.get(cells[2] ?? '');
    if (!from || !to) continue;
    // "admin, QA, reviewer (starting the first pass)": the roles before any explanation.
    const who = (cells[3] ?? '').replace(/\(.*\)/, '');
    const roles = who
      .split(',')
      .map((w) => ROLE_WORDS[w.trim().toLowerCase()])
      .filter((r): r is OrgRoleName => r !== undefined);
    moves.push({ from, to, roles });
  }
  return moves;
}

/**
 * What the documented rules say of a move: listed for the role, an admin's override (any other
 * move, recorded as such), or refused.
 */
export function documentedVerdict(role: OrgRoleName, from: WorkflowStatus, to: WorkflowStatus) {
  const move = documentedMoves().find((m) => m.from === from && m.to === to);
  if (move?.roles.includes(role)) return 'allowed';
  return role === 'admin' ? 'override' : 'refused';
}
