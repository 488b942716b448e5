import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../services/context.js';
import { unauthenticated } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `authenticate` pre-handler. */
    user?: UserRow;
  }
}

/** Why a request has no signed-in user, or the user; checks the token, the account and its version. */
async function resolveUser(
  ctx: ServiceContext,
  request: FastifyRequest,
): Promise<{ user: UserRow } | { missing: true } | { invalid: true }> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { missing: true };
  const claims = await ctx.tokens.verify(match[1]);
  if (!claims) return { invalid: true };
  const user = await ctx.repos.users.findById(claims.sub);
  if (!user || user.token_version !== claims.tv) return { invalid: true };
  return { user };
}

/**
 * Pre-handler for routes that need a signed-in user. The token must verify, the account must
 * still exist, and the token's version must be current: a password change retires older tokens.
 */
export function authenticate(ctx: ServiceContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const resolved = await resolveUser(ctx, request);
    if ('missing' in resolved) throw unauthenticated('Sign in to continue.');
    if ('invalid' in resolved) throw unauthenticated();
    request.user = resolved.user;
  };
}

/**
 * The signed-in user on a route open to everyone, or undefined (no token, or one that no longer
 * works: such a route answers as it would to a stranger instead of refusing).
 */
export async function optionalUser(ctx: ServiceContext, request: FastifyRequest): Promise<UserRow | undefined> {
  const resolved = await resolveUser(ctx, request);
  return 'user' in resolved ? resolved.user : undefined;
}

/** The user set by `authenticate`; calling it on a route without that pre-handler is a bug. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('route is missing the authenticate pre-handler');
  return request.user;
}
