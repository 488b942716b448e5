import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../services/context.js';
import { unauthenticated } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `authenticate` pre-handler. */
    user?: UserRow;
  }
}

/**
 * Pre-handler for routes that need a signed-in user. The token must verify, the account must
 * still exist, and the token's version must be current: a password change retires older tokens.
 */
export function authenticate(ctx: ServiceContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated('Sign in to continue.');
    const claims = await ctx.tokens.verify(match[1]);
    if (!claims) throw unauthenticated();
    const user = await ctx.repos.users.findById(claims.sub);
    if (!user || user.token_version !== claims.tv) throw unauthenticated();
    request.user = user;
  };
}

/** The user set by `authenticate`; calling it on a route without that pre-handler is a bug. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('route is missing the authenticate pre-handler');
  return request.user;
}
