import type { ServiceContext } from '../services/context.js';
import { mailInvitation } from '../services/organisations/invitations.js';
import { sendInvitationJob } from '../queue/job-definitions.js';
import { handler } from '../queue/queue.js';

export const sendInvitationHandler = (ctx: ServiceContext) =>
  handler(sendInvitationJob, ({ entry_id, email }) => mailInvitation(ctx, entry_id, email));
