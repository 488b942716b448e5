import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptInvitationResponse, DeclineInvitationResponse, InvitationList } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { acceptInvitation, declineInvitation, listInvitations } from '../services/organisations/invitations.js';

const tags = ['organisations'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });

/**
 * Invitations to join an organisation, as the invited person sees them (docs/product.md#organisations).
 * Not enterprise paths: anyone signed in answers the invitations to their own address.
 */
export function invitationsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user/invitations', { schema: { tags, security, response: { 200: InvitationList } } }, async (req) =>
      listInvitations(ctx, currentUser(req)),
    );
    app.post(
      '/user/invitations/:id/accept',
      { schema: { tags, security, params: IdParams, response: { 200: AcceptInvitationResponse }, errors: [403, 409] } },
      async (req) => acceptInvitation(ctx, currentUser(req), req.params.id),
    );
    app.post(
      '/user/invitations/:id/decline',
      { schema: { tags, security, params: IdParams, response: { 200: DeclineInvitationResponse } } },
      async (req) => declineInvitation(ctx, currentUser(req), req.params.id),
    );
  };
}
