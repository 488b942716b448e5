import type { Snippet } from '@scriptloom/contracts';
import { useRef, useState } from 'react';
import type { CommentFormTarget } from './CommentDialog';
import { commentAnchor, type SelectionInfo } from '../input/selection-actions';
import type { EditorSession } from '../session/use-editor-session';

/** What the comment dialog is saving: a new comment on a range, or new text for an existing one. */
type CommentJob =
  | { mode: 'create'; paragraphId: string; start_pos: number; end_pos: number; highlighted_text: string }
  | { mode: 'edit'; paragraphId: string; commentId: string };

interface CommentFormOptions {
  session: EditorSession;
  snippets: Snippet[];
  /** The selection at the moment a comment is started. */
  liveSelection: () => SelectionInfo | null;
  /** Called once a new comment is saved: its range is no longer what the user is working on. */
  clearSelection: () => void;
}

/**
 * Comments: starting one on the selected words, editing or deleting one from its paragraph, and the
 * dialog's submit. The dialog shows `target`; what it saves is kept apart, so the dialog only holds
 * what it displays.
 */
export function useCommentForm({ session, snippets, liveSelection, clearSelection }: CommentFormOptions) {
  const [target, setTarget] = useState<CommentFormTarget | null>(null);
  const job = useRef<CommentJob | null>(null);

  const start = () => {
    const info = liveSelection();
    const snippet = info ? snippets[info.from.paragraph] : undefined;
    if (!info?.canComment || !snippet) return;
    const anchor = commentAnchor(snippet, info.from, info.to);
    job.current = { mode: 'create', paragraphId: snippet.id, ...anchor };
    setTarget({ mode: 'create', quote: anchor.highlighted_text, initial: '' });
  };

  /** A comment's own buttons in its paragraph: edit opens the dialog, delete writes at once. */
  const act = (action: 'comment-edit' | 'comment-delete', snippet: Snippet, commentId: string) => {
    const comment = snippet.comments.find((candidate) => candidate.id === commentId);
    if (!comment) return;
    if (action === 'comment-delete') void session.deleteComment(snippet.id, commentId);
    else {
      job.current = { mode: 'edit', paragraphId: snippet.id, commentId };
      setTarget({ mode: 'edit', quote: comment.highlighted_text, initial: comment.comment });
    }
  };

  const submit = async (text: string) => {
    const current = job.current;
    if (!current) return false;
    if (current.mode === 'create') {
      const { mode: _mode, ...draft } = current;
      const ok = await session.createComment({ ...draft, comment: text });
      if (ok) clearSelection();
      return ok;
    }
    return session.updateComment(current.paragraphId, current.commentId, text);
  };

  const close = () => setTarget(null);

  return { target, start, act, submit, close };
}
