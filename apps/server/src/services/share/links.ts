import {
  ReviewLinkMessages,
  type CreateReviewLinkRequest,
  type CreateReviewLinkResponse,
  type ReviewLinkListResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { invalidField, notFound } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { newUrlToken, sha256 } from '../../lib/secrets.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscriptYet } from '../editor/document.js';

/** The web app's page of a link: the token is in the path, where the page reads it. */
export const reviewLinkUrl = (ctx: ServiceContext, token: string) => `${ctx.config.publicUrl}/s/${token}`;

/**
 * The hash a link is stored and found by. Whatever a visitor sends is hashed and looked up the
 * same way, so an unknown, malformed, revoked or expired token all cost one indexed lookup.
 */
export const tokenHash = (token: string) => sha256(token);

/**
 * `POST /v1/up/share/{id}`: a new review link on a file the caller may share (the policy's
 * `share`: a personal file's owner, a workflow's admins and QA; anyone else's id is not found).
 * The token is 32 random bytes (256 bits), shown once in the URL; only its hash is kept.
 */
export async function createReviewLink(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: CreateReviewLinkRequest,
): Promise<CreateReviewLinkResponse> {
  const expiresAt = req.expires_at === undefined ? null : new Date(req.expires_at);
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw invalidField('expires_at must lie in the future.', 'expires_at');
  }
  const token = newUrlToken();
  const passcodeHash =
    req.passcode === undefined ? null : await hashPassword(req.passcode, ctx.config.passwordHashCost);
  const made = await ctx.repos.reviewLinks.create(callerOf(user), fileId, {
    tokenHash: tokenHash(token),
    access: req.access,
    passcodeHash,
    expiresAt,
  });
  switch (made.status) {
    case 'file_not_found':
      throw fileNotFound();
    case 'no_transcript':
      throw noTranscriptYet();
    case 'ok':
      return { id: made.id, url: reviewLinkUrl(ctx, token) };
  }
}

/** `GET /v1/up/share/{id}`: the file's links not revoked, newest first, with when each was last opened. */
export async function listReviewLinks(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
): Promise<ReviewLinkListResponse> {
  const found = await ctx.repos.reviewLinks.list(callerOf(user), fileId);
  if (found.status === 'file_not_found') throw fileNotFound();
  const now = Date.now();
  return {
    items: found.items.map((l) => ({
      id: l.id,
      access: l.access,
      expires_at: l.expires_at?.toISOString() ?? null,
      expired: l.expires_at !== null && l.expires_at.getTime() <= now,
      has_passcode: l.has_passcode,
      last_opened_at: l.last_opened_at?.toISOString() ?? null,
      created_at: l.created_at.toISOString(),
    })),
  };
}

/** `DELETE /v1/up/share/{id}/{linkId}`: the link stops working at once and leaves the list. */
export async function revokeReviewLink(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  linkId: string,
): Promise<{ success: string }> {
  const outcome = await ctx.repos.reviewLinks.revoke(callerOf(user), fileId, linkId);
  if (outcome === 'file_not_found') throw fileNotFound();
  if (outcome === 'link_not_found') throw notFound('Link not found.');
  return { success: ReviewLinkMessages.revoked };
}
