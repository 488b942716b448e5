import {
  CONTENT_LABELS,
  CONTENT_LIMITS,
  CONTENT_NOTICE_NAMES,
  InsightsMessages,
  type ContentType,
  type ContentUpdateRequest,
  type ContentUpdateResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscript } from './insights.js';

/** `files.version` once a person has saved the show notes (null: the older export format). */
export const SAVED_SHOW_NOTES_VERSION = 1;

/**
 * A person's edit of a written content: show notes, tweets or captions of the file, or one of its
 * articles (the one named by `article_id`, else the newest written one). Empty content is allowed:
 * a person may clear a text.
 */
export async function updateContent(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  type: ContentType,
  req: ContentUpdateRequest,
): Promise<ContentUpdateResponse> {
  const limit = CONTENT_LIMITS[type];
  if (req.content.length > limit) {
    throw badRequest(`content: ${CONTENT_LABELS[type]} can have at most ${limit.toLocaleString('en')} characters.`);
  }
  if (type === 'article') {
    const outcome = await ctx.repos.articles.updateContent(fileId, callerOf(user), req.article_id, req.content);
    switch (outcome.status) {
      case 'file_not_found':
        throw fileNotFound();
      case 'article_not_found':
        throw notFound(req.article_id ? 'Article not found.' : 'This file has no written article to edit yet.');
      case 'not_processed':
        throw conflict('This article is not written yet, so there is nothing to edit.');
      case 'updated':
        break;
    }
  } else {
    // Saved show notes make the file's version 1: exports then use them as the person left them
    // instead of assembling the older format (docs/product.md#the-version-rule).
    const options = type === 'show_notes' ? { fileVersion: SAVED_SHOW_NOTES_VERSION } : {};
    const outcome = await ctx.repos.insights.setContent(fileId, callerOf(user), type, req.content, options);
    if (outcome === 'file_not_found') throw fileNotFound();
    if (outcome === 'no_transcript') throw noTranscript();
  }
  return { success: InsightsMessages.contentUpdated(CONTENT_NOTICE_NAMES[type]), type, content: req.content };
}
