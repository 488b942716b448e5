import { mayCall } from '@scriptloom/contracts';
import type { WebRole } from '../../shared/session/token-role';

/**
 * What a role sees of the scores, read from the permission table (docs/product.md#enterprise-permissions):
 * the whole team (admins, QA) or only one's own (reviewers), and who may write QA notes or have
 * scores calculated again. The server checks every call itself.
 */
export function scoreAbilities(role: WebRole) {
  if (role === 'user') return { seesTeam: false, writesNotes: false, recalculates: false };
  return {
    seesTeam: mayCall('GET /enterprise/hiring/scores', role),
    writesNotes: mayCall('POST /enterprise/hiring/score/:id/qa_notes', role),
    recalculates: mayCall('POST /enterprise/hiring/score/recalculate', role),
  };
}
