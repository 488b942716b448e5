import type { Readable } from 'node:stream';
import type { BulkDownloadResponse, DownloadParams } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { badRequest, notFound } from '../../lib/app-error.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { planBundle, zipBundle, type BundleClip, type BundleEdit } from './bundle.js';
import { bulkDownloadUrl, requestedFlags, verifyBulkLink, type BulkLinkQuery } from './download-link.js';
import { loadExportSource } from './source.js';

/**
 * `POST /up/bulk-download`: checks the caller's file, then answers a signed link to its zip with
 * what the zip will hold and what it will say is missing. The zip itself is made when fetched.
 */
export async function requestBulkDownload(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  params: DownloadParams,
): Promise<BulkDownloadResponse> {
  const flags = requestedFlags(params);
  if (flags.length === 0) throw badRequest('Choose at least one thing to download.');
  const source = await loadExportSource(ctx, callerOf(user), fileId);
  const plan = planBundle(source, flags, await renderedClips(ctx, fileId), await newestEdit(ctx, user, fileId));
  return {
    url: bulkDownloadUrl(ctx.signer, user.id, fileId, params),
    file_name: plan.zipName,
    included: plan.included,
    missing: plan.missing,
  };
}

/**
 * `GET /api/up/bulk-download/zip`: the link is the permission (403 when changed or expired); the
 * file must still exist and that person must still be allowed to read it (404), and is read as it
 * is now.
 */
export async function openBulkDownload(
  ctx: ServiceContext,
  query: BulkLinkQuery,
): Promise<{ fileName: string; stream: Readable }> {
  const grant = verifyBulkLink(ctx.signer, query);
  // The link carries only the user id: their organisation and role are read as they are now, so a
  // member who left or was moved off the workflow since the link was made gets nothing.
  const user = await ctx.repos.users.findById(grant.userId);
  if (!user) throw notFound('This download link is no longer valid.');
  const source = await loadExportSource(ctx, callerOf(user), grant.fileId);
  const plan = planBundle(
    source,
    grant.flags,
    await renderedClips(ctx, grant.fileId),
    await newestEdit(ctx, user, grant.fileId),
  );
  return { fileName: plan.zipName, stream: await zipBundle(ctx, user.id, plan) };
}

/** The file's rendered audiograms and reels, oldest first (the caller has been given the file). */
async function renderedClips(ctx: ServiceContext, fileId: string): Promise<BundleClip[]> {
  const rows = await ctx.repos.mediaClips.listByFileId(fileId);
  return rows
    .filter((row) => row.status === 'Processed' && row.video_key)
    .reverse()
    .map((row) => ({ kind: row.kind, shape: row.shape, videoKey: row.video_key! }));
}

/** The file's newest edited recording that has finished rendering, if any. */
async function newestEdit(ctx: ServiceContext, user: UserRow, fileId: string): Promise<BundleEdit | null> {
  const rows = (await ctx.repos.editRenders.listForFile(fileId, callerOf(user))) ?? [];
  const done = rows.find((row) => row.status === 'Processed' && row.key);
  return done ? { format: done.format, version: done.version, key: done.key! } : null;
}
