import type {
  Article,
  ArticleGenerateRequest,
  ArticleGenerateResponse,
  ArticleListResponse,
  ArticleStatusResponse,
} from '@scriptloom/contracts';
import type { ArticleRow, Caller, UserRow } from '@scriptloom/db';
import { sourceFingerprint } from '@scriptloom/transcript';
import { notFound, tooManyRequests } from '../../lib/app-error.js';
import { enqueueArticle } from '../../queue/pipeline-definitions.js';
import { requireWrittenContent } from '../billing/entitlements.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscript } from '../insights/insights.js';
import { toArticle } from './view.js';

/** Articles one person may have queued or being written at once (each is a long engine call). */
export const MAX_ACTIVE_ARTICLES = 3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const articleNotFound = () => notFound('Article not found.');

/** Article ids are uuids; anything else cannot be an article of this user, so it is a 404 like any other. */
export function articleId(id: string): string {
  if (!UUID.test(id)) throw articleNotFound();
  return id.toLowerCase();
}

/** Queues an article about the caller's processed file: 202 with its id; the job writes it. */
export async function generateArticle(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: ArticleGenerateRequest,
): Promise<ArticleGenerateResponse> {
  await requireWrittenContent(ctx, user, fileId);
  const outcome = await ctx.repos.articles.create(fileId, callerOf(user), req, MAX_ACTIVE_ARTICLES);
  switch (outcome.status) {
    case 'file_not_found':
      throw fileNotFound();
    case 'no_transcript':
      throw noTranscript();
    case 'limit':
      throw tooManyRequests(
        `You already have ${MAX_ACTIVE_ARTICLES} articles being written. Please wait for one to finish before starting another.`,
        30,
      );
    case 'created':
      break;
  }
  // Should this enqueue fail, the article stays queued and the recovery sweep queues it.
  await enqueueArticle(ctx, outcome.row.id);
  return { id: outcome.row.id, status: 'Queued' };
}

export async function articleStatus(ctx: ServiceContext, user: UserRow, id: string): Promise<ArticleStatusResponse> {
  const row = await ctx.repos.articles.findForUser(id, callerOf(user));
  if (!row) throw articleNotFound();
  const { status, error } = toArticle(row);
  return { id: row.id, status, error };
}

export async function getArticle(ctx: ServiceContext, user: UserRow, id: string): Promise<Article> {
  const caller = callerOf(user);
  const row = await ctx.repos.articles.findForUser(id, caller);
  if (!row) throw articleNotFound();
  return toArticle(row, await currentFingerprint(ctx, caller, row.file_id, [row]));
}

/** The file's articles, newest first. */
export async function listArticles(ctx: ServiceContext, user: UserRow, fileId: string): Promise<ArticleListResponse> {
  const caller = callerOf(user);
  const rows = await ctx.repos.articles.listForFile(fileId, caller);
  if (!rows) throw fileNotFound();
  const current = await currentFingerprint(ctx, caller, fileId, rows);
  return { items: rows.map((row) => toArticle(row, current)) };
}

/**
 * The fingerprint of the file's transcript now, to tell which articles are out of date
 * (docs/product.md#out-of-date-content). The transcript is read only when an article recorded what
 * it was written from: older ones cannot be compared.
 */
async function currentFingerprint(
  ctx: ServiceContext,
  caller: Caller,
  fileId: string,
  rows: readonly ArticleRow[],
): Promise<string | undefined> {
  if (!rows.some((row) => row.source_fingerprint)) return undefined;
  const snippets = await ctx.repos.insights.snippetsForUser(fileId, caller);
  return snippets ? sourceFingerprint(snippets) : undefined;
}
