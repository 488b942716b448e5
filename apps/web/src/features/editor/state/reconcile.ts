import type { Comment, Snippet, Word } from '@scriptloom/contracts';

const sameWord = (a: Word, b: Word) =>
  a.text === b.text &&
  a.start === b.start &&
  a.end === b.end &&
  a.confidence === b.confidence &&
  a.is_removed === b.is_removed;

const sameComment = (a: Comment, b: Comment) =>
  a.id === b.id &&
  a.comment === b.comment &&
  a.start_pos === b.start_pos &&
  a.end_pos === b.end_pos &&
  a.highlighted_text === b.highlighted_text &&
  a.created_by.first_name === b.created_by.first_name &&
  a.via_link === b.via_link;

function sameSnippet(a: Snippet, b: Snippet): boolean {
  return (
    a.id === b.id &&
    a.speaker === b.speaker &&
    a.start === b.start &&
    a.end === b.end &&
    a.start_timestamp === b.start_timestamp &&
    a.words.length === b.words.length &&
    a.comments.length === b.comments.length &&
    a.words.every((word, i) => sameWord(word, b.words[i] as Word)) &&
    a.comments.every((comment, i) => sameComment(comment, b.comments[i] as Comment))
  );
}

/**
 * The server's copy of the transcript (after replace all, a speaker rename...), keeping the editor's
 * own object for every paragraph that did not change: memoised paragraphs then skip re-rendering, so
 * adopting a 25,000-word document re-renders only what the server actually changed.
 */
export function reconcileSnippets(current: readonly Snippet[], incoming: readonly Snippet[]): Snippet[] {
  const byId = new Map(current.map((snippet) => [snippet.id, snippet]));
  return incoming.map((snippet) => {
    const mine = byId.get(snippet.id);
    return mine && sameSnippet(mine, snippet) ? mine : snippet;
  });
}
