import type { Comment } from '@scriptloom/contracts';

const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max);

/** Comment positions moved by `delta` and kept inside [0, length] of the paragraph's text.
 * Comments that do not move keep their identity. */
export function shiftComments(comments: readonly Comment[], delta: number, length: number): Comment[] {
  return comments.map((c) => {
    const start_pos = clamp(c.start_pos + delta, length);
    const end_pos = clamp(c.end_pos + delta, length);
    return start_pos === c.start_pos && end_pos === c.end_pos ? c : { ...c, start_pos, end_pos };
  });
}

export const clipComments = (comments: readonly Comment[], length: number): Comment[] =>
  shiftComments(comments, 0, length);
