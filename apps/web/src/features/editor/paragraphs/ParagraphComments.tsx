import type { Comment } from '@scriptloom/contracts';

interface ParagraphCommentsProps {
  comments: readonly Comment[];
  /** The paragraph's position; the list's delegated click handler reads it from data-p. */
  index: number;
}

/** A paragraph's comments: beside its text on wide screens, under it on narrow ones (see the list's styles). */
export function ParagraphComments({ comments, index }: ParagraphCommentsProps) {
  return (
    <aside className="comments" aria-label={`Comments on paragraph ${index + 1}`}>
      {comments.map((comment) => (
        <div key={comment.id} className="comment" data-testid="comment">
          <div className="comment-author">
            {comment.created_by.first_name}
            {/* Written by someone with a review link (docs/product.md#review-links), not a member. */}
            {comment.via_link ? <span className="comment-via-link">via link</span> : null}
          </div>
          <blockquote className="comment-quote">{comment.highlighted_text}</blockquote>
          <p className="comment-text">{comment.comment}</p>
          <div className="comment-actions">
            {/* Reached from the keyboard through the paragraph's menu (Shift+F10): the transcript stays one tab stop. */}
            <button
              type="button"
              tabIndex={-1}
              className="head-action"
              data-action="comment-edit"
              data-p={index}
              data-comment={comment.id}
              aria-label={`Edit comment by ${comment.created_by.first_name}`}
            >
              Edit
            </button>
            <button
              type="button"
              tabIndex={-1}
              className="head-action"
              data-action="comment-delete"
              data-p={index}
              data-comment={comment.id}
              aria-label={`Delete comment by ${comment.created_by.first_name}`}
            >
              Delete
            </button>
          </div>
        </div>
      ))}
    </aside>
  );
}
