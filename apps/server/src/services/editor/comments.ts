import { randomUUID } from 'node:crypto';
import {
  EditorMessages,
  type Comment,
  type CommentCreateRequest,
  type CommentResponse,
  type CommentUpdateRequest,
  type Snippet,
} from '@scriptloom/contracts';
import type { StoredDocument, UserRow } from '@scriptloom/db';
import { paragraphText } from '@scriptloom/transcript';
import { invalidField, notFound } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { editParagraphs, paragraphChanged, type ParagraphEdit } from './document.js';

/** Where a comment lives: the file, the paragraph (snippet id) and, for existing ones, its id. */
export interface CommentTarget {
  fileId: string;
  paragraphId: string;
}

/** The paragraph a comment is on, and where it is: only that paragraph is read. */
async function commentedParagraph(
  doc: StoredDocument,
  paragraphId: string,
): Promise<{ index: number; snippet: Snippet }> {
  const index = await doc.indexOfParagraph(paragraphId);
  if (index === undefined) throw notFound('Paragraph not found.');
  const [snippet] = await doc.paragraphsAt([index]);
  return { index, snippet: snippet! };
}

/** The paragraph at `index` with these comments, as the one change of the save. */
const withComments = (index: number, snippet: Snippet, comments: Comment[]): ParagraphEdit => ({
  changes: [{ at: index, remove: 1, insert: [{ ...snippet, comments }] }],
});

const commentsOf = (snippet: Snippet): Comment[] => snippet.comments ?? [];

/** Comment changes are kept in the version history as comments, not as edits of the text. */
export const commentSave = { kind: 'comments' } as const;

/** Comments name their author by first name; an account without one is named by its email. */
const authorName = (user: UserRow) => user.first_name.trim() || user.email.split('@')[0]!;

/**
 * The edit that adds `comment` on `req`'s part of a paragraph, as `addComment` describes; shared
 * with a review link's comment (services/share), which never has a version and so always gets the
 * check of the highlighted text against the paragraph as it is now.
 */
export function commentEdit(
  paragraphId: string,
  req: Pick<CommentCreateRequest, 'version' | 'start_pos' | 'end_pos' | 'highlighted_text'>,
  comment: Comment,
): (doc: StoredDocument) => Promise<ParagraphEdit> {
  return async (doc) => {
    const { index, snippet } = await commentedParagraph(doc, paragraphId);
    const text = paragraphText(snippet);
    const outside = () =>
      invalidField(
        `The comment must cover part of the paragraph's text: start_pos <= end_pos <= ${text.length} (its length).`,
        'end_pos',
      );
    const changed = () =>
      paragraphChanged(
        `The paragraph's text from ${req.start_pos} to ${req.end_pos} is no longer "${req.highlighted_text}": ` +
          'it changed since it was read. Read it again.',
      );
    if (req.start_pos > req.end_pos) throw outside();
    if (req.end_pos > text.length) throw req.version === undefined ? changed() : outside();
    if (req.version === undefined && text.slice(req.start_pos, req.end_pos) !== req.highlighted_text) throw changed();
    return withComments(index, snippet, [...commentsOf(snippet), comment]);
  };
}

/**
 * Adds a comment on part of a paragraph's text. With a version, that version's check is the only
 * one (as the editor sends it). Without one, the comment must still fit the paragraph as it is
 * now: `highlighted_text` must be its text from start_pos to end_pos, or the paragraph changed
 * since it was read (409 PARAGRAPH_CHANGED) and the comment would mark the wrong words.
 */
export async function addComment(
  ctx: ServiceContext,
  user: UserRow,
  target: CommentTarget,
  req: CommentCreateRequest,
): Promise<CommentResponse> {
  const comment: Comment = {
    id: randomUUID(),
    comment: req.comment,
    start_pos: req.start_pos,
    end_pos: req.end_pos,
    highlighted_text: req.highlighted_text,
    created_by: { first_name: authorName(user) },
  };
  const result = await editParagraphs(
    ctx,
    user,
    target.fileId,
    req.version,
    commentEdit(target.paragraphId, req, comment),
    commentSave,
  );
  return { success: EditorMessages.commentAdded, version: result.version, snippet_id: target.paragraphId, comment };
}

/**
 * Changes a comment's text. The comment is found by its id in the paragraph as stored now, so
 * without a version the check is that it still exists (404 when it is gone), with or without one.
 */
export async function updateComment(
  ctx: ServiceContext,
  user: UserRow,
  target: CommentTarget & { commentId: string },
  req: CommentUpdateRequest,
): Promise<CommentResponse> {
  let updated: Comment | undefined;
  const result = await editParagraphs(
    ctx,
    user,
    target.fileId,
    req.version,
    async (doc) => {
      const { index, snippet } = await commentedParagraph(doc, target.paragraphId);
      const comments = commentsOf(snippet);
      const at = findComment(comments, target.commentId);
      updated = { ...comments[at]!, comment: req.comment };
      if (comments[at]!.comment === req.comment) return null;
      return withComments(index, snippet, comments.with(at, updated));
    },
    commentSave,
  );
  return {
    success: EditorMessages.commentUpdated,
    version: result.version,
    snippet_id: target.paragraphId,
    comment: updated!,
  };
}

/** Deletes a comment: 404 when it is gone already (the check a request without a version gets). */
export async function deleteComment(
  ctx: ServiceContext,
  user: UserRow,
  target: CommentTarget & { commentId: string },
  version: number | undefined,
): Promise<CommentResponse> {
  const result = await editParagraphs(
    ctx,
    user,
    target.fileId,
    version,
    async (doc) => {
      const { index, snippet } = await commentedParagraph(doc, target.paragraphId);
      const comments = commentsOf(snippet);
      return withComments(index, snippet, comments.toSpliced(findComment(comments, target.commentId), 1));
    },
    commentSave,
  );
  return {
    success: EditorMessages.commentDeleted,
    version: result.version,
    snippet_id: target.paragraphId,
    comment: null,
  };
}

function findComment(comments: Comment[], id: string): number {
  const at = comments.findIndex((c) => c.id === id);
  if (at < 0) throw notFound('Comment not found.');
  return at;
}
