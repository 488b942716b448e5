import type { OutboxMessage } from '@scriptloom/contracts';
import type { ServiceContext } from '../context.js';

/**
 * The dev outbox's messages to one address (`GET /dev/mailbox?to=`). Who may read them is decided
 * before this runs: the route exists only while `devOutboxServed`, and for local requests.
 */
export async function devMailbox(ctx: ServiceContext, to: string): Promise<OutboxMessage[]> {
  return (await ctx.repos.outbox.list(to)).map((m) => ({
    to: m.to,
    subject: m.subject,
    text: m.text,
    created_at: m.created_at.toISOString(),
  }));
}
