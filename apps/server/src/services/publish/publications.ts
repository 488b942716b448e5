import { randomBytes } from 'node:crypto';
import {
  PUBLICATION_SLUG_BYTES,
  PublishMessages,
  type Publication,
  type PublicationState,
  type UnpublishResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscript } from '../exports/errors.js';
import { publicationView } from './addresses.js';

/** A new public id: 128 random bits, base64url (22 characters), unrelated to the file's id. */
export const newSlug = () => randomBytes(PUBLICATION_SLUG_BYTES).toString('base64url');

/**
 * `POST /v1/up/publish/{id}`: publishes a processed file (the policy's `publish`: a personal file's
 * owner, a workflow's organisation admins). Publishing a published file answers its addresses as
 * they are: they never change while it stays published.
 */
export async function publishFile(ctx: ServiceContext, user: UserRow, fileId: string): Promise<Publication> {
  const result = await ctx.repos.publications.publish(fileId, callerOf(user), newSlug());
  if (result.status === 'file_not_found') throw fileNotFound();
  if (result.status === 'no_transcript') throw noTranscript();
  const file = await ctx.repos.files.findById(fileId);
  return publicationView(ctx.config.publicUrl, result.row, file?.title ?? '');
}

/** `GET /v1/up/publish/{id}`: the file's publication, or null. */
export async function publicationOf(ctx: ServiceContext, user: UserRow, fileId: string): Promise<PublicationState> {
  const found = await ctx.repos.publications.forFile(fileId, callerOf(user));
  if (!found) throw fileNotFound();
  if (!found.row) return { publication: null };
  const file = await ctx.repos.files.findById(fileId);
  return { publication: publicationView(ctx.config.publicUrl, found.row, file?.title ?? '') };
}

/**
 * `DELETE /v1/up/publish/{id}`: takes every public address down at once (one row deleted).
 * Unpublishing a file that is not published says so, as a 404 would hide that the file exists.
 */
export async function unpublishFile(ctx: ServiceContext, user: UserRow, fileId: string): Promise<UnpublishResponse> {
  const result = await ctx.repos.publications.unpublish(fileId, callerOf(user));
  if (result.status === 'file_not_found') throw fileNotFound();
  return { message: result.removed ? PublishMessages.unpublished : PublishMessages.notPublished };
}
