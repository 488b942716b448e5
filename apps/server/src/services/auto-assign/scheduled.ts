import { safeError } from '../../lib/safe-error.js';
import type { ServiceContext } from '../context.js';
import { autoAssign } from './run.js';

/**
 * The scheduled run (docs/product.md#auto-assign): every stage, for each organisation whose admins
 * turned the schedule on; the history shows no one as the actor. One organisation's failure is
 * logged and does not stop the others.
 */
export async function scheduledAutoAssign(ctx: ServiceContext): Promise<void> {
  for (const orgId of await ctx.repos.organisations.withScheduledAutoAssign()) {
    try {
      const result = await autoAssign(ctx, { orgId, actorId: null }, 'ALL');
      if (result.assigned.length || result.unassigned.length) {
        ctx.log.info(
          { orgId, assigned: result.assigned.length, unassigned: result.unassigned.length },
          'scheduled auto-assign',
        );
      }
    } catch (err) {
      ctx.log.error({ orgId, error: safeError(err) }, 'scheduled auto-assign failed');
    }
  }
}
