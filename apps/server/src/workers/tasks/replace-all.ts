import type { Chapter, Snippet, Speaker } from '@scriptloom/contracts';
import {
  diffParagraphs,
  EditError,
  normaliseForSave,
  parseStoredSnippets,
  replaceAll,
  type ParagraphChange,
} from '@scriptloom/transcript';
import { withinTimeLimit } from '../time-limit.js';

export interface ReplaceAllInput {
  /** The stored JSON text: parsed here, so the event loop neither parses nor copies the objects. */
  snippetsJson: string;
  speakers: Speaker[];
  summary: string | null;
  chapters: Chapter[];
  find: string;
  replace: string;
  caseSensitive: boolean;
  /** Budget of the search itself; a pattern that needs more is the person's to simplify. */
  timeLimitMs: number;
}

export type ReplaceAllOutput =
  | { status: 'too_slow' }
  | { status: 'no_match' }
  /** The person's edit cannot be made (an EditError's message, e.g. a replacement far too long). */
  | { status: 'invalid'; message: string }
  | {
      status: 'replaced';
      replaced: number;
      /** The paragraphs that changed, as runs against the document it was given: only they travel back. */
      changes: ParagraphChange<Snippet>[];
      summary: string | null;
      chapters: Chapter[];
    };

/**
 * Worker side of replace-all. The search compiles the person's text as a regular expression, so
 * it runs under a time limit here as well: a catastrophic pattern ends as a clear answer and the
 * thread stays usable, rather than being ended by the pool's limit.
 */
export function replaceAllTask(input: ReplaceAllInput): ReplaceAllOutput {
  const editable = {
    snippets: parseStoredSnippets(input.snippetsJson),
    speakers: input.speakers,
    summary: input.summary,
    chapters: input.chapters,
  };
  let out;
  try {
    out = withinTimeLimit(
      () => replaceAll(editable, input.find, input.replace, { caseSensitive: input.caseSensitive }),
      input.timeLimitMs,
      () => null,
    );
  } catch (err) {
    // Errors lose their class on the way back from a thread: say what it was here.
    if (err instanceof EditError) return { status: 'invalid', message: err.message };
    throw err;
  }
  if (!out) return { status: 'too_slow' };
  // Nothing changed: send nothing back (the caller has the document).
  if (out.replaced === 0) return { status: 'no_match' };
  // Paragraphs without a match come back as the same objects: the runs between them changed.
  const changes = diffParagraphs(editable.snippets, out.doc.snippets, (s) => s);
  return {
    status: 'replaced',
    replaced: out.replaced,
    // Replacing a word with nothing leaves an empty word (or paragraph) that a save would drop.
    changes: changes.map((run) => ({ ...run, insert: normaliseForSave(run.insert) })),
    summary: out.doc.summary,
    chapters: out.doc.chapters,
  };
}
